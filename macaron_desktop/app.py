"""Start-up: command line, QApplication, translations, error handling, main window.

Only what the first screen needs is imported here; games load their modules when a
player first opens them, which keeps start-up quick.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import __version__
from .paths import HOME_ENV

if TYPE_CHECKING:
    from .core.spec import GameSpec, OptionSpec

_STARTED = time.perf_counter()
APP_ID = "io.github.macarondesktop.MacaronDesktop"
SMOKE_TIMEOUT_MS = 20_000


def _playable() -> list[GameSpec]:
    """The games ``--new`` can start (read from their specs: no rules are loaded)."""
    from .core.registry import specs

    return [s for s in specs() if s.playable]


def _game_options(games: Sequence[GameSpec]) -> dict[str, list[OptionSpec]]:
    """Every game's options by command-line flag (games may share a flag)."""
    flags: dict[str, list[OptionSpec]] = {}
    for spec in games:
        for option in spec.options:
            flags.setdefault(option.flag, []).append(option)
    return flags


def build_parser() -> argparse.ArgumentParser:
    """The command-line interface (the games, their modes and options from their specs)."""
    games = _playable()
    parser = argparse.ArgumentParser(
        prog="macaron-desktop",
        description="Macaron Desktop: four small tabletop card games on one computer.",
        epilog=f"Settings, savegames and the error log live in the per-user folders of "
        f"this system; set {HOME_ENV}=/some/folder to keep them all below that folder "
        "instead (one app runs per data folder).",
    )
    parser.add_argument(
        "--lang",
        choices=("en", "zh_TW"),
        help="language for this run (default: the one chosen in Settings)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the main window, print how long it took to show, and exit "
        "(with --resume: load the savegame without a window, print a summary, and exit)",
    )
    parser.add_argument("--resume", metavar="PATH", help="open a saved game")
    parser.add_argument(
        "--replay",
        metavar="FILE",
        help="watch a game of a record file of any game (a file of several: pick one); "
        "with --smoke: check every game of the file by replay, print one line each, and exit",
    )
    ids = [s.game_id for s in games]
    parser.add_argument(
        "--list-saves",
        action="store_true",
        help="print one line per file of the saves folder (name, game, mode, round, scores, "
        "and ok or why it is damaged) and exit",
    )
    parser.add_argument(
        "--new",
        metavar="GAME",
        choices=ids,
        help=f"start a new game at once ({', '.join(ids)})",
    )
    modes = list(dict.fromkeys(m for s in games for m in s.mode_ids))
    parser.add_argument(
        "--mode",
        choices=modes,
        help="with --new: the mode to play (default: the game's first choice, "
        + "; ".join(f"{s.game_id}: {s.default_mode}" for s in games)
        + ")",
    )
    parser.add_argument("--seed", type=_seed, help="with --new: the seed (a whole number)")
    for flag, options in _game_options(games).items():
        values = list(dict.fromkeys(v for o in options for v in o.values))
        numeric = all(isinstance(v, int) for v in values)
        parser.add_argument(
            flag,
            dest=options[0].key,
            type=int if numeric else str,
            choices=values,
            help="with --new: " + (options[0].help or f"default {options[0].default}"),
        )
    return parser


def _seed(text: str) -> int:
    """A seed from the command line: a whole number from 0 to 2**31 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value < 2**31:
        raise argparse.ArgumentTypeError(f"must be from 0 to {2**31 - 1}: {text!r}")
    return value


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse and cross-check the command line (exits 2 with the usage when it is wrong).

    With ``--new``, ``args.options`` holds the game options given (by option key).
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    flags = _game_options(_playable())
    given = {flag: getattr(args, opts[0].key) for flag, opts in flags.items()}
    given = {flag: value for flag, value in given.items() if value is not None}
    if (args.mode is not None or args.seed is not None or given) and args.new is None:
        parser.error("--mode, --seed and the game options go with --new")
    if args.new is not None and args.resume is not None:
        parser.error("--new and --resume cannot be used together")
    if args.replay is not None and (args.resume is not None or args.new is not None):
        parser.error("--replay cannot be used with --new or --resume")
    if args.replay is not None and not args.replay.strip():
        parser.error("--replay needs the path of a record file")
    if args.resume is not None and not args.resume.strip():
        parser.error("--resume needs the path of a savegame")
    if args.list_saves and (
        args.resume is not None or args.new is not None or args.replay is not None or args.smoke
    ):
        parser.error("--list-saves goes alone")
    args.options = {}
    if args.new is not None:
        from .core.registry import get_spec

        spec = get_spec(args.new)
        if args.mode is not None and args.mode not in spec.mode_ids:
            parser.error(f"{spec.game_id} has no mode {args.mode} ({', '.join(spec.mode_ids)})")
        own = {o.flag: o.key for o in spec.options}
        for flag in given:
            if flag not in own:
                parser.error(f"{spec.game_id} has no option {flag}")
        args.options = {own[flag]: value for flag, value in given.items()}
        try:
            spec.config(args.mode, **args.options)
        except ValueError as exc:
            parser.error(str(exc))
    return args


def resume_summary(path: str) -> tuple[int, str]:
    """Load a savegame headless: (0, one-line summary) or (2, one-line error).

    It runs the very check that opening the game in the window runs (replay and bots
    included), so a file it accepts always opens.
    """
    from pathlib import Path

    from .core.savegame import SaveError, open_save

    try:
        opened = open_save(Path(path), use_backup=False)
    except SaveError as error:
        return 2, f"cannot open {path}: {error}"
    except Exception as error:  # noqa: BLE001 - the app reports, never shows a traceback
        return 2, f"cannot open {path}: unexpected {type(error).__name__}: {error}"
    match, save, summary = opened.match, opened.save, opened.summary
    names = ", ".join(
        f"{s.name} ({s.kind if s.kind != 'bot' else 'bot ' + (s.level or '')})" for s in match.seats
    )
    state = "finished" if summary.finished else round_text(save.game_id, summary.round)
    scores = " ".join(str(s) for s in summary.scores)
    mode = f" {summary.mode}" if summary.mode else ""
    return 0, (
        f"{save.game_id}{mode}: {names}; {state}; scores {scores or '-'}; "
        f"{len(match.moves)} moves; saved {save.updated:%Y-%m-%d %H:%M} UTC"
    )


def replay_summary(path: str) -> tuple[int, list[str]]:
    """``--replay FILE --smoke``: every game of the record file checked by replay, one line
    each (``line N: ok, GAME, M moves`` or why it cannot be watched); 1 if any cannot."""
    from pathlib import Path

    from .core.messages import Message
    from .core.replay import ReplayRefused, open_replay, read_record_file
    from .ui.window_replays import refusal_text

    try:
        games = read_record_file(Path(path))
    except ReplayRefused as refused:
        return 1, [f"{path}: {refusal_text(refused.message)}"]
    lines, code = [], 0
    for game in games:
        try:
            if game.data is None:
                problem = game.problem or Message("replay_unknown_format")
                raise ReplayRefused(problem.key, **problem.params)
            replay = open_replay(game.data)
        except ReplayRefused as refused:
            code = 1
            lines.append(f"{path}:{game.line}: {refusal_text(refused.message)}")
            continue
        lines.append(f"{path}:{game.line}: ok, {replay.game.game_id}, {replay.length} moves")
    return code, lines


def round_text(game_id: str, number: int) -> str:
    """``round 2``, ``hand 2``: the game's own word for a round (English, as every line of
    the command line)."""
    from .core.registry import get_spec
    from .ui.words import fill

    try:
        word = get_spec(game_id).round_name
    except KeyError:
        word = None
    text = fill(word.source if word is not None else "Round %1", number)
    return text[:1].lower() + text[1:]


def list_saves_lines() -> list[str]:
    """``--list-saves``: one tab-separated line per file named like a save.

    Columns: file name, game, mode, round, scores, and ``ok`` or ``damaged: <reason>``
    (a game whose save is missing is listed by the copy it is left in, with why it could not
    be brought back; a write's leftover that could not be removed as ``left over``).
    When no app is running, the start-up recovery of interrupted writes runs first, so the
    list shows what the app would show.
    """
    from .core.savegame import list_saves, recover_interrupted_writes
    from .ui.single_instance import InstanceLock

    lock = InstanceLock()
    try:
        if lock.acquire() and lock.held:
            recover_interrupted_writes()
    finally:
        lock.release()
    lines = []
    for entry in list_saves():
        if entry.ok and entry.save is not None and entry.summary is not None:
            summary = entry.summary
            state = (
                "finished" if summary.finished else round_text(entry.save.game_id, summary.round)
            )
            scores = "scores " + (" ".join(str(v) for v in summary.scores) or "-")
            status = "ok (from its backup)" if entry.from_backup else "ok"
            if entry.left_behind is not None:
                left = entry.left_behind
                status = f"ok (only this copy of {left.save_name} is left: {left.reason})"
            cells = [entry.save.game_id, summary.mode or "-", state, scores, status]
        elif entry.error is not None and entry.error.key == "left_over":
            cells = ["-", "-", "-", "-", f"left over: {entry.error}"]
        else:
            cells = ["-", "-", "-", "-", f"damaged: {entry.error}"]
        lines.append("\t".join([entry.path.name, *cells]))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the process exit code (2 for a bad command line)."""
    args = parse_args(argv)
    if args.list_saves:
        for line in list_saves_lines():
            print(line)
        return 0
    if args.resume and args.smoke:
        code, line = resume_summary(args.resume)
        print(line, file=sys.stdout if code == 0 else sys.stderr)
        return code
    if args.replay and args.smoke:
        code, lines = replay_summary(args.replay)
        for line in lines:
            print(line, file=sys.stdout if code == 0 else sys.stderr)
        return code
    from .platform_libs import check_platform_libraries

    missing = check_platform_libraries()
    if missing is not None:
        print(missing, file=sys.stderr)
        return 1

    _import_before_qt()
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .resources import asset
    from .settings import load_settings
    from .ui.error_dialog import install_error_handler
    from .ui.i18n import LanguageManager, resolve_language
    from .ui.main_window import MainWindow
    from .ui.single_instance import ComeForwardListener, InstanceLock
    from .ui.style import FUSION, apply_style

    app = QApplication.instance()
    # A new application takes its style by name as it is made: the same Fusion style as
    # ``setStyle`` gives, without a default style made first and then replaced, and without
    # handing a ``QStyle`` to Python (PySide builds its ~11 enums on the first one).
    style_given = app is None
    if app is None:
        program = sys.argv[0] if sys.argv else "macaron-desktop"
        app = QApplication([program, "-style", FUSION])
    assert isinstance(app, QApplication)
    app.setApplicationName("Macaron Desktop")
    app.setOrganizationName("Macaron Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    icon = asset("icons/macaron-desktop.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    apply_style(app, set_style=not style_given)
    install_error_handler()

    settings = load_settings()
    languages = LanguageManager()
    languages.apply(args.lang or resolve_language(settings.language))
    lock = InstanceLock()
    if not lock.acquire():
        code = _already_running(lock, quiet=args.smoke)
        if code is not None:
            return code
    window = MainWindow(settings, languages, language_override=args.lang, recover_saves=lock.held)
    screen = app.primaryScreen()
    if screen is not None:
        window.fit_to(screen.availableGeometry().size())
    window.show()
    app.aboutToQuit.connect(window.shutdown)
    app.aboutToQuit.connect(lock.release)
    if lock.held:
        QTimer.singleShot(
            0, lambda: setattr(window, "come_forward", ComeForwardListener(lock, window))
        )
    if args.resume:
        from pathlib import Path

        window.resume_path(Path(args.resume))
    if args.replay:
        from pathlib import Path

        window.open_replay_file(Path(args.replay))
    if args.new:
        from .ui import catalog

        entry = catalog.find(args.new)
        if entry is not None and entry.quick_start is not None:
            mode = args.mode or entry.spec.default_mode
            entry.quick_start(window, mode, args.options, args.seed)

    if args.smoke:
        _run_smoke(app, window, QTimer)
    return app.exec()


def _import_before_qt() -> None:
    """Import the first screen's Qt-free modules before PySide6.

    Once PySide6 is loaded, its import hook reads the source of every module that runs an
    import statement, looking for PySide's ``__feature__`` switches; modules loaded before
    it are spared that (about 20 M instructions of a start).
    """
    import json  # noqa: F401 - settings
    import logging  # noqa: F401 - the error log

    from . import resources, settings  # noqa: F401
    from .core import registry, save_index  # noqa: F401

    registry.specs()


def _already_running(lock: object, quiet: bool) -> int | None:
    """A second start on the same data folder: bring the running app's window forward.

    When the app holding the lock does not answer, the player is asked whether it is gone
    (a crash, a power cut) and this start may take over; ``None`` once it has (the start
    goes on), else the exit code.
    """
    from .ui.single_instance import InstanceLock, ask_take_over

    assert isinstance(lock, InstanceLock)
    if lock.ask_running_app_to_come_forward():
        print("Macaron Desktop is already running; its window was brought forward.", flush=True)
        return 0
    message = (
        "Macaron Desktop is already running for this user (it holds "
        f"{lock.path}), but it does not answer."
    )
    print(message, file=sys.stderr, flush=True)
    if not quiet and ask_take_over() and lock.take_over():
        print("Macaron Desktop took over the lock of an app that did not answer.", flush=True)
        return None
    return 1


def _run_smoke(app: object, window: object, timer_cls: type) -> None:
    """Print ``shown in N ms`` once the window is really on screen, then quit."""
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    deadline = time.perf_counter() + SMOKE_TIMEOUT_MS / 1000

    def check() -> None:
        handle = window.windowHandle()
        if window.isVisible() and handle is not None and handle.isExposed():
            elapsed = round((time.perf_counter() - _STARTED) * 1000)
            print(f"shown in {elapsed} ms", flush=True)
            print(f"title: {window.windowTitle()}; heading: {window.library.heading.text()}")
            sys.stdout.flush()
            QApplication.exit(0)
        elif time.perf_counter() > deadline:
            print("the window was not shown in time", file=sys.stderr)
            QApplication.exit(1)
        else:
            timer_cls.singleShot(5, check)

    timer_cls.singleShot(0, check)


if __name__ == "__main__":
    raise SystemExit(main())
