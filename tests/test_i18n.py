"""Translation catalogues: complete, up to date with the code, compiled and shipped."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ZH_TS = ROOT / "i18n" / "macaron_desktop_zh_TW.ts"


def load_update_script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "i18n" / "update.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_zh_tw_has_no_unfinished_or_empty_entry() -> None:
    root = ET.parse(ZH_TS).getroot()
    messages = list(root.iter("message"))
    assert messages, "the zh_TW catalogue is empty"
    for message in messages:
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None, source
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), source
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        assert all(form and form.strip() for form in forms), f"empty translation for {source!r}"


def test_placeholders_survive_translation() -> None:
    root = ET.parse(ZH_TS).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for marker in ("%1", "%2", "%3", "%n"):
            if marker in source:
                assert all(marker in t for t in texts), f"{marker} lost in {source!r}"


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="needs PySide6 tools")
def test_ts_files_are_up_to_date_with_the_code() -> None:
    stale = load_update_script().out_of_date()
    assert stale == [], f"run python i18n/update.py: {stale}"


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="needs PySide6 tools")
def test_compiled_qm_files_match_their_sources(tmp_path: Path) -> None:
    for ts in sorted((ROOT / "i18n").glob("*.ts")):
        qm = tmp_path / ts.with_suffix(".qm").name
        subprocess.run(["pyside6-lrelease", "-silent", str(ts), "-qm", str(qm)], check=True)
        shipped = ts.with_suffix(".qm")
        assert shipped.exists(), f"{shipped.name} missing: run python i18n/update.py"
        assert shipped.read_bytes() == qm.read_bytes(), f"{shipped.name} is stale"
