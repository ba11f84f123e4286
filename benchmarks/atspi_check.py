"""Read a running game's table as a Linux screen reader does: through AT-SPI.

    python benchmarks/atspi_check.py                       # La Macarena, 2 players, seed 7
    python benchmarks/atspi_check.py --game maus --mode 2p --seed 4 --display 97

The script starts its own virtual X server (Xvfb), a D-Bus session with the
accessibility bus, and the app on them with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` (a
new game, its data in a temporary folder). Then a second process, the system Python with
``pyatspi`` (Debian: ``apt-get install at-spi2-core python3-pyatspi dbus-x11``), finds the
app on the bus, prints the table's tree (role, name, states of every node under the view
named "Card table"), presses the R key (read the situation again) through AT-SPI and
prints the announcements, focus moves and state changes it hears (a card that becomes
playable, one chosen). It needs ``Xvfb``, ``dbus-launch``,
``/usr/libexec/at-spi-bus-launcher`` and ``/usr/bin/python3`` with ``pyatspi``; without
them it says which is missing and exits with status 2. Exit status 1: no table found.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")

# the reader, run by the system Python (pyatspi is a Debian package, not a wheel)
READER = r"""
import sys, time
import pyatspi

SEEN = []


def on_event(event):
    text = getattr(event, "any_data", None)
    if str(event.type).startswith("object:state-changed"):
        text = f"{'on' if event.detail1 else 'off'}: {event.source.name}"
    SEEN.append(f"{event.type}: {text if text else event.source.name}")


def states(node):
    names = []
    for state in node.getState().getStates():
        name = pyatspi.stateToString(state)
        if name in ("focused", "selected", "enabled", "focusable", "selectable"):
            names.append(name)
    return ",".join(names)


def walk(node, depth, out, limit):
    if node is None or len(out) >= limit:
        return
    try:
        role = node.getRoleName()
        name = node.name
        count = node.childCount
    except Exception as error:  # a node gone while read
        out.append("  " * depth + f"<gone: {error}>")
        return
    if "showing" not in [pyatspi.stateToString(s) for s in node.getState().getStates()]:
        return  # a hidden panel: a screen reader skips it too
    out.append("  " * depth + f"[{role}] {name!r} {{{states(node)}}}")
    for index in range(count):
        walk(node.getChildAtIndex(index), depth + 1, out, limit)


def find(node, name, depth=0):
    if node is None or depth > 12:
        return None
    if node.name == name:
        return node
    for index in range(node.childCount):
        found = find(node.getChildAtIndex(index), name, depth + 1)
        if found is not None:
            return found
    return None


deadline = time.time() + float(sys.argv[1])
table = None
while time.time() < deadline and table is None:
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and "macaron" in (app.name or "").lower():
            table = find(app, "Card table")
    if table is None:
        time.sleep(1)
if table is None:
    print("no table found on the accessibility bus")
    sys.exit(1)
lines = []
walk(table, 0, lines, 400)
print("\n".join(lines))
for kind in (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:state-changed",
    "focus:",
):
    try:
        pyatspi.Registry.registerEventListener(on_event, kind)
    except Exception as error:
        print(f"(no listener for {kind}: {error})")
# a click on the table's top left corner (nothing there) gives it the keyboard; then the R
# key through AT-SPI's own keyboard: the app reads the situation again
box = table.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
pyatspi.Registry.generateMouseEvent(box.x + 4, box.y + 4, "b1c")
time.sleep(0.5)
pyatspi.Registry.generateKeyboardEvent(27, None, pyatspi.KEY_PRESSRELEASE)  # keycode of R
from gi.repository import GLib


def listen(seconds):
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() and False)
    pyatspi.Registry.start()


listen(4)
print("\nevents heard after R:")
for text in SEEN:
    print("  " + text)
del SEEN[:]
# once it is your turn (a card is playable), two Right arrows: the keyboard's cursor
# moves on the table, and the focus with it
turn_deadline = time.time() + 20
while time.time() < turn_deadline:
    lines = []
    walk(table, 0, lines, 400)
    if any("playable" in line and "not playable" not in line for line in lines):
        break
    listen(0.5)
del SEEN[:]
for _ in range(2):
    pyatspi.Registry.generateKeyboardEvent(114, None, pyatspi.KEY_PRESSRELEASE)  # Right
    time.sleep(0.3)
listen(2)
print("\nevents heard after two Right arrows:")
for text in SEEN:
    print("  " + text)
# Space: the card reached is chosen (a card to pass, to discard…) or, on a card to play,
# played: the states that change are heard
del SEEN[:]
pyatspi.Registry.generateKeyboardEvent(65, None, pyatspi.KEY_PRESSRELEASE)  # Space
listen(2)
print("\nevents heard after Space:")
for text in SEEN:
    print("  " + text)
lines = []
walk(table, 0, lines, 400)
start = next((i for i, line in enumerate(lines) if "'Your hand'" in line), None)
print("\nyour hand now:")
print("\n".join(lines[start:] if start is not None else lines[-10:]))
"""


def missing_tools() -> list[str]:
    """What the check needs and this machine lacks."""
    missing = [tool for tool in ("Xvfb", "dbus-launch") if shutil.which(tool) is None]
    if not BUS_LAUNCHER.exists():
        missing.append(str(BUS_LAUNCHER))
    probe = [str(SYSTEM_PYTHON), "-c", "import pyatspi"]
    if not SYSTEM_PYTHON.exists() or subprocess.run(probe, capture_output=True).returncode:
        missing.append("python3-pyatspi")
    return missing


def main() -> int:
    """Start the app on a virtual screen with an accessibility bus and read its table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="macarena")
    parser.add_argument("--mode", default="2p")
    parser.add_argument("--seed", default="7")
    parser.add_argument("--display", default="97")
    parser.add_argument("--wait", type=float, default=40.0, help="seconds to find the table")
    args = parser.parse_args()
    missing = missing_tools()
    if missing:
        print("missing: " + ", ".join(missing))
        return 2
    display = f":{args.display}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1400x900x24", "-nolisten", "tcp"])
    app = None
    bus = None
    daemon_pid = 0
    try:
        time.sleep(1.0)
        env = dict(os.environ, DISPLAY=display)
        env.pop("QT_QPA_PLATFORM", None)
        launched = subprocess.run(
            ["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True, check=True
        )
        for line in launched.stdout.splitlines():
            if "=" in line and line.split("=", 1)[0].startswith("DBUS_SESSION_BUS"):
                key, value = line.rstrip(";").split("=", 1)
                env[key] = value.strip("'")
        daemon_pid = int(env.get("DBUS_SESSION_BUS_PID", "0") or 0)
        env.update(
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_ACCESSIBILITY="1",
            NO_AT_BRIDGE="0",
            GTK_MODULES="gail:atk-bridge",
        )
        bus = subprocess.Popen([str(BUS_LAUNCHER), "--launch-immediately"], env=env)
        time.sleep(1.5)
        home = tempfile.mkdtemp(prefix="atspi-check-")
        app_env = dict(env, MACARON_DESKTOP_HOME=home, PYTHONPATH=str(ROOT))
        command = [sys.executable, "-m", "macaron_desktop", "--lang", "en", "--new", args.game]
        command += ["--mode", args.mode, "--seed", args.seed]
        app = subprocess.Popen(command, env=app_env, cwd=str(ROOT))
        reader = subprocess.run(
            [str(SYSTEM_PYTHON), "-c", READER, str(args.wait)],
            env=env,
            capture_output=True,
            text=True,
            timeout=args.wait + 60,
        )
        print(reader.stdout, end="")
        if reader.stderr.strip():
            print(reader.stderr.strip()[-2000:], file=sys.stderr)
        return reader.returncode
    finally:
        for process in (app, bus, xvfb):
            if process is not None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
        if daemon_pid:
            try:
                os.kill(daemon_pid, 15)  # the session bus dbus-launch started for us
            except OSError:
                pass


if __name__ == "__main__":
    sys.exit(main())
