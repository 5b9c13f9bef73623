//! The numeric flags of the lab examples (`--seed 603`), shared by those
//! that take nothing else.

use std::ffi::OsString;

/// Reads `--flag N` pairs from the command line into `flags` (each flag's
/// name and its value, which keeps its default unless given).
pub fn read(flags: &mut [(&str, &mut u64)]) -> Result<(), String> {
    let mut it = std::env::args_os().skip(1);
    while let Some(flag) = it.next() {
        let flag = text(flag)?;
        let value = text(it.next().ok_or(format!("{flag:?} needs a value"))?)?;
        let number = value
            .parse::<u64>()
            .map_err(|_| format!("{flag:?} takes a number, not {value:?}"))?;
        let (_, slot) = flags
            .iter_mut()
            .find(|(name, _)| *name == flag)
            .ok_or(format!("unknown argument {flag:?}"))?;
        **slot = number;
    }
    Ok(())
}

fn text(arg: OsString) -> Result<String, String> {
    arg.into_string()
        .map_err(|arg| format!("not UTF-8: {:?}", arg.to_string_lossy()))
}
