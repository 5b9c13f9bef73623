//! The game as a service that runs for weeks: a stop asked by a signal
//! (`systemctl stop`'s SIGTERM, Ctrl+C's SIGINT, a closed terminal's
//! SIGHUP) ends it as Quit does, every write made, and the staff log says
//! so; systemd hears that the game has started (`READY=1`) and, from the
//! frame loop, that its frames still turn (`WATCHDOG=1`), so that a hung
//! kiosk is restarted. (One instance per data folder: [`DataDir::lock`].)
//!
//! [`DataDir::lock`]: super::files::DataDir::lock

use bevy::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set when a signal asks the game to stop.
#[derive(Resource, Clone, Debug)]
pub struct StopSignal(Arc<AtomicBool>);

impl StopSignal {
    /// Catches SIGTERM, SIGINT and SIGHUP for the whole process (once: a
    /// process has one handler). A second signal stops the game at once.
    ///
    /// A process may start with some of them ignored: `nohup` ignores
    /// SIGHUP, and a shell without job control starts its background
    /// commands with SIGINT ignored. Those are dispositions inherited
    /// through `exec`, not handlers of this process, so they are replaced
    /// (`set_handler`, not `try_set_handler`, which refused them and left
    /// even SIGTERM uncaught): every one of the three stops the game as
    /// Quit does.
    pub fn catch() -> Result<StopSignal, String> {
        let flag = Arc::new(AtomicBool::new(false));
        let seen = flag.clone();
        ctrlc::set_handler(move || {
            if seen.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        })
        .map_err(|e| e.to_string())?;
        Ok(StopSignal(flag))
    }

    /// Has a signal asked the game to stop?
    pub fn asked(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// A signal ends the app as Quit does: the writes finish as it goes.
pub(super) fn stop_on_signal(signal: Res<StopSignal>, mut exit: MessageWriter<AppExit>) {
    if signal.asked() {
        exit.write(AppExit::Success);
    }
}

/// systemd's notification socket, when the game runs under it.
#[derive(Resource)]
pub struct Notifier {
    #[cfg(unix)]
    socket: std::os::unix::net::UnixDatagram,
    #[cfg(unix)]
    to: std::os::unix::net::SocketAddr,
    /// Real seconds between two `WATCHDOG=1`.
    every: f64,
}

impl Notifier {
    /// systemd's socket (`$NOTIFY_SOCKET`), with a watchdog ping at half
    /// its timeout (`$WATCHDOG_USEC`; every 10 s without one); `None`
    /// when not run by systemd.
    pub fn from_env() -> Option<Notifier> {
        let socket = std::env::var_os("NOTIFY_SOCKET")?;
        let every = std::env::var("WATCHDOG_USEC")
            .ok()
            .and_then(|usec| usec.parse::<f64>().ok())
            .map_or(10.0, |usec| usec / 2e6);
        match Notifier::to(std::path::Path::new(&socket), every) {
            Ok(notifier) => Some(notifier),
            Err(e) => {
                warn!("systemd's socket {socket:?} cannot be used: {e}");
                None
            }
        }
    }

    /// Notifies the socket at `path` (`@name`: Linux's abstract
    /// namespace), pinging the watchdog every `every` seconds.
    #[cfg(unix)]
    pub fn to(path: &std::path::Path, every: f64) -> std::io::Result<Notifier> {
        use std::os::unix::net::{SocketAddr, UnixDatagram};
        let bytes = path.as_os_str().as_encoded_bytes();
        let to = match bytes.strip_prefix(b"@") {
            #[cfg(target_os = "linux")]
            Some(name) => {
                use std::os::linux::net::SocketAddrExt;
                SocketAddr::from_abstract_name(name)?
            }
            _ => SocketAddr::from_pathname(path)?,
        };
        Ok(Notifier {
            socket: UnixDatagram::unbound()?,
            to,
            every,
        })
    }

    #[cfg(not(unix))]
    pub fn to(_: &std::path::Path, _: f64) -> std::io::Result<Notifier> {
        Err(std::io::ErrorKind::Unsupported.into())
    }

    /// Sends one notification (a lost one is not worth a frame).
    fn send(&self, state: &str) {
        #[cfg(unix)]
        if let Err(e) = self.socket.send_to_addr(state.as_bytes(), &self.to) {
            debug!("systemd notification {state:?} not sent: {e}");
        }
        #[cfg(not(unix))]
        let _ = state;
    }
}

/// `READY=1` at the first frame, then `WATCHDOG=1` every so often, from
/// the frame loop: a hung frame stops the pings and systemd restarts the
/// game.
pub(super) fn notify_systemd(
    notifier: Res<Notifier>,
    time: Res<Time<Real>>,
    mut next: Local<Option<f64>>,
) {
    let now = time.elapsed_secs_f64();
    match *next {
        None => notifier.send("READY=1"),
        Some(at) if now >= at => notifier.send("WATCHDOG=1"),
        Some(_) => return,
    }
    *next = Some(now + notifier.every);
}
