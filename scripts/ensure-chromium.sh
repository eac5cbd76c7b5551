#!/usr/bin/env bash
# The browser suite drives Debian's Chromium; nothing is downloaded by Playwright itself.
# Installs the Debian package when it is missing (needs root, as on the build machines).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Falta Chromium: instale el paquete Debian 'chromium' (apt-get install chromium) y repita." >&2
  exit 1
fi
echo "Instalando Chromium desde los paquetes de Debian..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null
