"""PyInstaller's own QtGui hook, minus Qt plugins a desktop game never loads on Linux.

Dropping them here, before PyInstaller follows each plugin's library dependencies, also
keeps out what only they need: QtNetwork (VNC, TUIO), the EGLFS libraries, and GTK's
stack (cairo, pango, gdk-pixbuf) behind the gtk3 platform theme, whose bundled copies
would clash with the GTK of the machine it runs on. Desktops use the xcb or wayland
platform (with the xdg-desktop-portal theme); tests use offscreen.
"""

import sys

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)

UNUSED_PLUGINS = (
    "platforms/libqeglfs.so",
    "platforms/libqlinuxfb.so",
    "platforms/libqminimalegl.so",
    "platforms/libqvnc.so",
    "platforms/libqvkkhrdisplay.so",
    "platformthemes/libqgtk3.so",
    "egldeviceintegrations/",
    "generic/",
)

if sys.platform.startswith("linux"):
    binaries = [
        (source, dest)
        for source, dest in binaries
        if not any(part in source.replace("\\", "/") for part in UNUSED_PLUGINS)
    ]
