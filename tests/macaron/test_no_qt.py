"""The Macaron rules, bots, records and the simulator import and run without Qt."""

import subprocess
import sys


def test_rules_and_simulator_run_with_pyside6_blocked():
    script = (
        "import sys\n"
        "sys.modules['PySide6'] = None\n"
        "import macaron_desktop.games.macaron as m\n"
        "from macaron_desktop.games.macaron import actions, bots, cards, config, emma\n"
        "from macaron_desktop.games.macaron import messages, record, rules, scoring\n"
        "from macaron_desktop.games.macaron import state, tricks, view\n"
        "import io\n"
        "from macaron_desktop.sim import main\n"
        "main(['--mode', 'solo', '--games', '2', '--bots', 'basic'], out=io.StringIO())\n"
        "assert not any(name.startswith('PySide6') and sys.modules[name] is not None\n"
        "               for name in sys.modules)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
