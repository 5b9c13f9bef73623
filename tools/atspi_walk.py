"""An AT-SPI client in a few lines (busctl): prints every application's
tree (role and name), activates the first pit that "you may play" and then
"Describe the board" through AT-SPI's Action interface, as a screen reader
would. Used by tools/atspi_check.sh."""
import json
import subprocess
import sys
import time

ADDRESS = sys.argv[1]
ACCESSIBLE = "org.a11y.atspi.Accessible"
# AT-SPI's role numbers (atspi-constants.h) for the roles the game uses.
ROLES = {7: "check box", 29: "label", 39: "panel", 43: "push button",
         55: "table", 62: "toggle button", 69: "window", 90: "table row"}


def call(dest, path, iface, method, sig=None, *args):
    cmd = ["busctl", f"--address={ADDRESS}", "--json=short", "call",
           dest, path, iface, method]
    if sig:
        cmd += [sig, *map(str, args)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
    return json.loads(done.stdout)["data"] if done.returncode == 0 else None


def name_of(dest, path):
    got = call(dest, path, "org.freedesktop.DBus.Properties", "Get", "ss",
               ACCESSIBLE, "Name")
    return got[0]["data"] if got else None


def walk(dest, path, depth, nodes):
    if len(nodes) > 500 or depth > 14:
        return
    role = call(dest, path, ACCESSIBLE, "GetRole")
    role = ROLES.get(role[0], str(role[0])) if role else "?"
    nodes.append((depth, dest, path, role, name_of(dest, path)))
    children = call(dest, path, ACCESSIBLE, "GetChildren")
    for bus, child in (children[0] if children else []):
        walk(bus, child, depth + 1, nodes)


def dump(title):
    apps = call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                ACCESSIBLE, "GetChildren")
    print(f"== {title}")
    nodes = []
    for bus, path in (apps[0] if apps else []):
        walk(bus, path, 0, nodes)
    for depth, _, _, role, name in nodes:
        print(f"{'  ' * depth}{role}: {name!r}")
    return nodes


def activate(nodes, wanted, wait):
    found = [n for n in nodes if n[4] and wanted(n[4])]
    if not found:
        print("== nothing to activate")
        return
    _, dest, path, _, name = found[0]
    done = call(dest, path, "org.a11y.atspi.Action", "DoAction", "i", 0)
    print(f"== activated {name!r}: {done}")
    time.sleep(wait)


nodes = dump("the tree at the start")
activate(nodes, lambda n: n.endswith("you may play"), 20)
nodes = dump("the tree after the move")
activate(nodes, lambda n: n.startswith("Describe the board"), 10)
