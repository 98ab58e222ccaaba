#!/usr/bin/env bash
# Draws the app's icons (icons/*.svg) and renders the PNGs the manifest names with Debian's
# headless Chromium. Run by hand after changing the drawing; the files are checked in.
set -euo pipefail
cd "$(dirname "$0")/../icons"
python3 - <<'EOF'
# A 3x3 crosstable: shaded diagonal, white grid, ○ for a win and a filled disc for a loss.
def svg(maskable):
    # Maskable icons are cropped to a circle of 80%: full-bleed background, smaller drawing.
    bg = ('<rect width="512" height="512" fill="#1d3557"/>' if maskable
          else '<rect width="512" height="512" rx="96" fill="#1d3557"/>')
    size = 512 * (0.62 if maskable else 0.78)
    o = (512 - size) / 2
    c = size / 3
    parts = [bg]
    for k in range(3):
        parts.append(f'<rect x="{o+k*c:.1f}" y="{o+k*c:.1f}" width="{c:.1f}" height="{c:.1f}" fill="#4c6a92"/>')
    for k in range(4):
        w = f'stroke="#fff" stroke-width="{c*0.08:.1f}" stroke-linecap="round"'
        parts.append(f'<line x1="{o:.1f}" y1="{o+k*c:.1f}" x2="{o+size:.1f}" y2="{o+k*c:.1f}" {w}/>')
        parts.append(f'<line x1="{o+k*c:.1f}" y1="{o:.1f}" x2="{o+k*c:.1f}" y2="{o+size:.1f}" {w}/>')
    r = c * 0.28
    marks = {(0, 1): 'win', (0, 2): 'loss', (1, 0): 'loss', (1, 2): 'win', (2, 0): 'win', (2, 1): 'loss'}
    for (i, j), m in marks.items():
        cx, cy = o + j * c + c / 2, o + i * c + c / 2
        if m == 'win':
            parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none" stroke="#fff" stroke-width="{c*0.09:.1f}"/>')
        else:
            parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r*1.12:.1f}" fill="#f4b942"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
            + ''.join(parts) + '</svg>\n')
open('icon.svg', 'w').write(svg(False))
open('icon-maskable.svg', 'w').write(svg(True))
EOF
render() { # svg png size
  local page
  page=$(mktemp --suffix=.html)
  printf '<!doctype html><body style="margin:0"><img src="file://%s/%s" width="%s" height="%s" style="display:block">' \
    "$PWD" "$1" "$3" "$3" >"$page"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$3,$3" --screenshot="$PWD/$2" "file://$page" 2>/dev/null
  rm -f "$page"
}
render icon.svg icon-192.png 192
render icon.svg icon-512.png 512
render icon-maskable.svg icon-maskable-512.png 512
