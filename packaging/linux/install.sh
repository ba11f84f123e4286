#!/bin/sh
# Install this Macaron Desktop folder for the current user, where it lies now:
# a `macaron-desktop` command in ~/.local/bin, and the menu entry, AppStream metainfo and
# icons in ~/.local/share. `./install.sh --uninstall` removes them again (not the folder).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app_id=io.github.macarondesktop.MacaronDesktop
bin_dir=${XDG_BIN_HOME:-$HOME/.local/bin}
data_dir=${XDG_DATA_HOME:-$HOME/.local/share}

# An icon cache in the user's folder must learn about added or removed icons; where there
# is none, desktops look at the files themselves, and we do not start one.
refresh_icon_cache() {
  if [ -f "$data_dir/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$data_dir/icons/hicolor" || true
  fi
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin_dir/macaron-desktop" \
    "$data_dir/applications/$app_id.desktop" \
    "$data_dir/metainfo/$app_id.metainfo.xml" \
    "$data_dir/icons/hicolor/scalable/apps/$app_id.svg" \
    "$data_dir/icons/hicolor/48x48/apps/$app_id.png" \
    "$data_dir/icons/hicolor/256x256/apps/$app_id.png"
  refresh_icon_cache
  echo "Macaron Desktop removed from the menu; delete $here to remove the program."
  exit 0
fi

mkdir -p "$bin_dir" "$data_dir"
ln -sf "$here/macaron-desktop" "$bin_dir/macaron-desktop"
cp -R "$here/share/metainfo" "$here/share/icons" "$data_dir/"
# the menu entry starts the program by its full path: ~/.local/bin may not be on PATH yet
mkdir -p "$data_dir/applications"
sed "s|^Exec=macaron-desktop|Exec=\"$bin_dir/macaron-desktop\"|" \
  "$here/share/applications/$app_id.desktop" >"$data_dir/applications/$app_id.desktop"
refresh_icon_cache
echo "Macaron Desktop installed: find it in the applications menu, or run macaron-desktop"
case ":$PATH:" in
  *":$bin_dir:"*) ;;
  *) echo "(to type macaron-desktop in a terminal, put $bin_dir on your PATH)" ;;
esac
