"""Generates the GuideGallery sample artwork (run: python3 generate.py): nine banners (1280x640) and nine posters (500x750), plain SVG."""
import os, random
from xml.sax.saxutils import escape as esc

OUT = os.path.dirname(os.path.abspath(__file__))

def grad(id_, stops, x2='0', y2='1'):
    s = ''.join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{id_}" x1="0" y1="0" x2="{x2}" y2="{y2}">{s}</linearGradient>'

def radial(id_, c, op=0.9):
    return f'<radialGradient id="{id_}"><stop offset="0" stop-color="{c}" stop-opacity="{op}"/><stop offset="1" stop-color="{c}" stop-opacity="0"/></radialGradient>'

def text_block(w, h, title, sub, color, poster, accent):
    # Title and a date line: bottom-left on banners, bottom-centre on posters.
    if poster:
        x, anchor, ty, size = w / 2, 'middle', h * 0.80, w * 0.095
        lines = title.split(' ', 1) if len(title) > 12 else [title]
        out = ''
        for i, line in enumerate(lines):
            out += f'<text x="{x}" y="{ty + i * size * 1.05:.0f}" text-anchor="{anchor}" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="{size:.0f}" fill="{color}" letter-spacing="1">{esc(line.upper())}</text>'
        out += f'<text x="{x}" y="{ty + len(lines) * size * 1.05 + size * 0.2:.0f}" text-anchor="{anchor}" font-family="Helvetica, Arial, sans-serif" font-weight="600" font-size="{size * 0.36:.0f}" fill="{accent}" letter-spacing="3">{esc(sub.upper())}</text>'
        return out
    x, size = w * 0.06, h * 0.12
    return (
        f'<text x="{x:.0f}" y="{h * 0.72:.0f}" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="{size:.0f}" fill="{color}" letter-spacing="2">{esc(title.upper())}</text>'
        f'<text x="{x:.0f}" y="{h * 0.72 + size * 0.75:.0f}" font-family="Helvetica, Arial, sans-serif" font-weight="600" font-size="{size * 0.36:.0f}" fill="{accent}" letter-spacing="4">{esc(sub.upper())}</text>'
    )

def concert(w, h, poster):
    r = random.Random(1)
    d = grad('bg', [(0, '#1b1036'), (0.6, '#5b1f7a'), (1, '#e0457b')]) + radial('spot', '#ffd6f5', 0.55)
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    for i, cx in enumerate([0.2, 0.5, 0.8]):
        x = w * cx
        s += f'<polygon points="{x},0 {x - w * 0.16},{h} {x + w * 0.16},{h}" fill="url(#spot)" opacity="{0.5 + 0.15 * i}"/>'
    # crowd silhouettes
    n = 9 if poster else 16
    for i in range(n):
        cx = (i + 0.5) * w / n + r.uniform(-8, 8)
        base = h * (0.9 if poster else 0.88)
        rr = w / n * 0.32
        s += f'<circle cx="{cx:.0f}" cy="{base - rr * 2.6:.0f}" r="{rr:.0f}" fill="#120a24"/>'
        s += f'<rect x="{cx - rr * 1.2:.0f}" y="{base - rr * 1.6:.0f}" width="{rr * 2.4:.0f}" height="{h}" rx="{rr:.0f}" fill="#120a24"/>'
        if i % 3 == 1:
            s += f'<rect x="{cx + rr * 0.6:.0f}" y="{base - rr * 6:.0f}" width="{rr * 0.5:.0f}" height="{rr * 4:.0f}" rx="{rr * 0.25:.0f}" fill="#120a24" transform="rotate(12 {cx:.0f} {base:.0f})"/>'
    return d, s, ('Indie Nights Live', 'Sat 14 Dec · Mumbai'), '#ffffff', '#ffd166'

def comedy(w, h, poster):
    d = grad('bg', [(0, '#2a1a12'), (1, '#7a3b16')]) + radial('spot', '#ffcf70', 0.8)
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    # brick wall
    bw, bh = w / 10, h / 14
    for row in range(14):
        off = (row % 2) * bw / 2
        for col in range(-1, 11):
            s += f'<rect x="{col * bw + off + 2:.0f}" y="{row * bh + 2:.0f}" width="{bw - 4:.0f}" height="{bh - 4:.0f}" rx="3" fill="#8c4a22" opacity="0.35"/>'
    cx = w * (0.5 if poster else 0.72)
    s += f'<ellipse cx="{cx:.0f}" cy="{h * 0.45:.0f}" rx="{w * (0.45 if poster else 0.22):.0f}" ry="{h * 0.42:.0f}" fill="url(#spot)"/>'
    # mic on stand
    my = h * (0.22 if poster else 0.2)
    mr = min(w, h) * 0.06
    s += f'<rect x="{cx - mr * 0.15:.0f}" y="{my + mr * 1.6:.0f}" width="{mr * 0.3:.0f}" height="{h * 0.55:.0f}" fill="#1a1a1a"/>'
    s += f'<rect x="{cx - mr * 0.55:.0f}" y="{my + mr * 0.6:.0f}" width="{mr * 1.1:.0f}" height="{mr * 1.4:.0f}" rx="{mr * 0.3:.0f}" fill="#2b2b2b"/>'
    s += f'<circle cx="{cx:.0f}" cy="{my:.0f}" r="{mr:.0f}" fill="#3a3a3a" stroke="#9a9a9a" stroke-width="{mr * 0.12:.1f}"/>'
    for k in range(-2, 3):
        s += f'<line x1="{cx + k * mr * 0.35:.0f}" y1="{my - mr * 0.85:.0f}" x2="{cx + k * mr * 0.35:.0f}" y2="{my + mr * 0.85:.0f}" stroke="#777" stroke-width="2"/>'
    s += f'<ellipse cx="{cx:.0f}" cy="{h * 0.8:.0f}" rx="{mr * 2.5:.0f}" ry="{mr * 0.5:.0f}" fill="#1a1a1a"/>'
    return d, s, ('Laugh Out Loud', 'Open mic · Fri 8 PM'), '#fff4e0', '#ffb347'

def theatre(w, h, poster):
    d = grad('bg', [(0, '#3b0a12'), (1, '#120407')]) + grad('cur', [(0, '#b3122e'), (0.5, '#7a0b1e'), (1, '#b3122e')], x2='1', y2='0')
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    folds = 5
    for side in (0, 1):
        cw = w * 0.28
        x0 = 0 if side == 0 else w - cw
        for f in range(folds):
            fx = x0 + f * cw / folds
            s += f'<rect x="{fx:.0f}" y="0" width="{cw / folds:.0f}" height="{h}" fill="url(#cur)"/>'
    s += f'<path d="M0 0 H{w} V{h * 0.12} Q{w * 0.75} {h * 0.2} {w / 2} {h * 0.12} Q{w * 0.25} {h * 0.2} 0 {h * 0.12} Z" fill="#8e0d24"/>'
    s += f'<path d="M0 {h * 0.12} Q{w * 0.25} {h * 0.2} {w / 2} {h * 0.12} Q{w * 0.75} {h * 0.2} {w} {h * 0.12}" stroke="#e8b923" stroke-width="{h * 0.012:.0f}" fill="none"/>'
    # masks
    mr = min(w, h) * 0.1
    cy = h * (0.4 if poster else 0.36)
    for i, (cx, mood, col) in enumerate([(w * 0.5 - mr * 0.9, 1, '#f6e7c1'), (w * 0.5 + mr * 0.9, -1, '#e8b923')]):
        s += f'<ellipse cx="{cx:.0f}" cy="{cy + i * mr * 0.3:.0f}" rx="{mr:.0f}" ry="{mr * 1.2:.0f}" fill="{col}"/>'
        ey = cy + i * mr * 0.3 - mr * 0.3
        for ex in (-0.4, 0.4):
            s += f'<ellipse cx="{cx + ex * mr:.0f}" cy="{ey:.0f}" rx="{mr * 0.2:.0f}" ry="{mr * 0.12:.0f}" fill="#3b0a12"/>'
        my = cy + i * mr * 0.3 + mr * 0.45
        s += f'<path d="M{cx - mr * 0.45:.0f} {my:.0f} Q{cx:.0f} {my + mood * mr * 0.4:.0f} {cx + mr * 0.45:.0f} {my:.0f}" stroke="#3b0a12" stroke-width="{mr * 0.12:.0f}" fill="none" stroke-linecap="round"/>'
    return d, s, ('Natak Utsav', 'Three plays · One stage'), '#fff1d6', '#e8b923'

def workshop(w, h, poster):
    d = grad('bg', [(0, '#0f5257'), (1, '#2a9d8f')])
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    r = random.Random(4)
    for i in range(6):
        cx, cy, rr = r.uniform(0, w), r.uniform(0, h * 0.6), r.uniform(min(w, h) * 0.05, min(w, h) * 0.16)
        s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr:.0f}" fill="#e9c46a" opacity="0.18"/>'
    # pot
    cx = w * (0.5 if poster else 0.74)
    cy = h * (0.38 if poster else 0.45)
    pr = min(w, h) * 0.2
    s += f'<path d="M{cx - pr * 0.5:.0f} {cy - pr:.0f} H{cx + pr * 0.5:.0f} Q{cx + pr * 0.4:.0f} {cy - pr * 0.6:.0f} {cx + pr:.0f} {cy:.0f} Q{cx + pr * 1.1:.0f} {cy + pr * 0.8:.0f} {cx + pr * 0.5:.0f} {cy + pr:.0f} H{cx - pr * 0.5:.0f} Q{cx - pr * 1.1:.0f} {cy + pr * 0.8:.0f} {cx - pr:.0f} {cy:.0f} Q{cx - pr * 0.4:.0f} {cy - pr * 0.6:.0f} {cx - pr * 0.5:.0f} {cy - pr:.0f} Z" fill="#e76f51"/>'
    s += f'<ellipse cx="{cx:.0f}" cy="{cy - pr:.0f}" rx="{pr * 0.5:.0f}" ry="{pr * 0.1:.0f}" fill="#9c3d27"/>'
    for k in (-0.3, 0, 0.3):
        s += f'<path d="M{cx - pr * 0.9:.0f} {cy + k * pr:.0f} Q{cx:.0f} {cy + k * pr + pr * 0.15:.0f} {cx + pr * 0.9:.0f} {cy + k * pr:.0f}" stroke="#f4a261" stroke-width="{pr * 0.06:.0f}" fill="none"/>'
    # brush
    bx, by = cx - pr * 1.6, cy + pr * 0.2
    s += f'<g transform="rotate(-35 {bx:.0f} {by:.0f})"><rect x="{bx:.0f}" y="{by:.0f}" width="{pr * 0.14:.0f}" height="{pr * 1.3:.0f}" rx="{pr * 0.07:.0f}" fill="#f1faee"/><path d="M{bx - pr * 0.05:.0f} {by:.0f} h{pr * 0.24:.0f} l-{pr * 0.12:.0f} -{pr * 0.35:.0f} z" fill="#264653"/></g>'
    return d, s, ('Clay & Colour', 'Weekend workshop'), '#ffffff', '#e9c46a'

def food(w, h, poster):
    d = grad('bg', [(0, '#ffb703'), (1, '#fb8500')])
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    s += f'<circle cx="{w * 0.5:.0f}" cy="{h * 0.4:.0f}" r="{min(w, h) * 0.45:.0f}" fill="#ffd166" opacity="0.5"/>'
    n = 3
    for i in range(n):
        cx = w * ((0.5 + (i - 1) * 0.28) if poster else (0.55 + i * 0.15))
        cy = h * (0.42 if poster else 0.42) + (i % 2) * h * 0.04
        br = min(w, h) * (0.12 if poster else 0.1)
        for k in range(3):
            sx = cx + (k - 1) * br * 0.4
            s += f'<path d="M{sx:.0f} {cy - br * 0.4:.0f} q{br * 0.2:.0f} -{br * 0.3:.0f} 0 -{br * 0.6:.0f} t0 -{br * 0.6:.0f}" stroke="#fff6e0" stroke-width="{br * 0.08:.0f}" fill="none" stroke-linecap="round" opacity="0.9"/>'
        s += f'<path d="M{cx - br:.0f} {cy - br * 0.2:.0f} H{cx + br:.0f} A{br:.0f} {br:.0f} 0 0 1 {cx - br:.0f} {cy - br * 0.2:.0f} Z" fill="{["#d62828", "#2a9d8f", "#6a4c93"][i]}"/>'
        s += f'<ellipse cx="{cx:.0f}" cy="{cy - br * 0.2:.0f}" rx="{br:.0f}" ry="{br * 0.22:.0f}" fill="#fff1c1"/>'
    return d, s, ('Street Food Mela', 'Sun 22 Dec · Bandra'), '#3d1e00', '#7a2e00'

def dance(w, h, poster):
    d = grad('bg', [(0, '#ff006e'), (0.5, '#8338ec'), (1, '#3a86ff')], x2='1', y2='1')
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    r = random.Random(7)
    for i in range(60):
        cx, cy = r.uniform(0, w), r.uniform(0, h * 0.7)
        col = r.choice(['#ffbe0b', '#ffffff', '#fb5607'])
        s += f'<rect x="{cx:.0f}" y="{cy:.0f}" width="{min(w, h) * 0.012:.0f}" height="{min(w, h) * 0.028:.0f}" fill="{col}" opacity="0.85" transform="rotate({r.uniform(0, 180):.0f} {cx:.0f} {cy:.0f})"/>'
    # two abstract dancers
    for i, cx in enumerate([w * (0.38 if poster else 0.62), w * (0.62 if poster else 0.8)]):
        cy = h * 0.35
        u = min(w, h) * 0.06
        col = '#1d0b33'
        s += f'<circle cx="{cx:.0f}" cy="{cy - u * 1.8:.0f}" r="{u * 0.7:.0f}" fill="{col}"/>'
        sign = 1 if i == 0 else -1
        s += f'<path d="M{cx:.0f} {cy - u:.0f} L{cx + sign * u * 0.4:.0f} {cy + u * 1.6:.0f} L{cx - sign * u * 1.2:.0f} {cy + u * 3.4:.0f} M{cx + sign * u * 0.4:.0f} {cy + u * 1.6:.0f} L{cx + sign * u * 1.4:.0f} {cy + u * 3.2:.0f} M{cx:.0f} {cy - u * 0.6:.0f} L{cx - sign * u * 1.6:.0f} {cy - u * 2.2:.0f} M{cx:.0f} {cy - u * 0.6:.0f} L{cx + sign * u * 1.5:.0f} {cy + u * 0.2:.0f}" stroke="{col}" stroke-width="{u * 0.5:.0f}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>'
    return d, s, ('Garba Raas Night', 'Navratri special'), '#ffffff', '#ffbe0b'

def dj(w, h, poster):
    d = grad('bg', [(0, '#03045e'), (1, '#000814')]) + radial('glow', '#00f5d4', 0.5)
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    for k in range(6):
        y = h * (0.15 + k * 0.07)
        s += f'<path d="M0 {y:.0f} ' + ' '.join(f'Q{w * (i + 0.25) / 4:.0f} {y + (1 if i % 2 else -1) * h * 0.06:.0f} {w * (i + 0.5) / 4:.0f} {y:.0f} T{w * (i + 1) / 4:.0f} {y:.0f}' for i in range(4)) + f'" stroke="{["#00f5d4", "#f15bb5", "#fee440"][k % 3]}" stroke-width="3" fill="none" opacity="0.6"/>'
    cx = w * (0.5 if poster else 0.72)
    cy = h * (0.42 if poster else 0.45)
    rr = min(w, h) * 0.22
    s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr * 1.5:.0f}" fill="url(#glow)"/>'
    s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr:.0f}" fill="#111"/>'
    for k in range(1, 6):
        s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr * (1 - k * 0.13):.0f}" stroke="#2c2c2c" stroke-width="2" fill="none"/>'
    s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr * 0.25:.0f}" fill="#f15bb5"/><circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr * 0.04:.0f}" fill="#fff"/>'
    s += f'<path d="M{cx + rr * 1.1:.0f} {cy - rr:.0f} L{cx + rr * 0.5:.0f} {cy - rr * 0.1:.0f}" stroke="#ccc" stroke-width="{rr * 0.06:.0f}" stroke-linecap="round"/>'
    return d, s, ('Bassline Saturdays', 'DJ set · till 1 AM'), '#ffffff', '#00f5d4'

def art(w, h, poster):
    d = grad('bg', [(0, '#f8edeb'), (1, '#fcd5ce')])
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    s += f'<rect y="{h * 0.68:.0f}" width="{w}" height="{h * 0.32:.0f}" fill="#e8c4b8"/>'
    frames = [(0.12, 0.12, 0.22, 0.28, '#6d6875'), (0.4, 0.08, 0.18, 0.36, '#b5838d'), (0.64, 0.14, 0.26, 0.24, '#457b9d')] if not poster else [(0.15, 0.08, 0.32, 0.22, '#6d6875'), (0.55, 0.1, 0.3, 0.3, '#b5838d'), (0.25, 0.36, 0.5, 0.22, '#457b9d')]
    for fx, fy, fw, fh, col in frames:
        x, y, ww, hh = w * fx, h * fy, w * fw, h * fh
        s += f'<rect x="{x:.0f}" y="{y:.0f}" width="{ww:.0f}" height="{hh:.0f}" fill="#fff" stroke="#5e503f" stroke-width="{min(w, h) * 0.012:.0f}"/>'
        s += f'<rect x="{x + ww * 0.1:.0f}" y="{y + hh * 0.1:.0f}" width="{ww * 0.8:.0f}" height="{hh * 0.8:.0f}" fill="{col}" opacity="0.85"/>'
        s += f'<circle cx="{x + ww * 0.65:.0f}" cy="{y + hh * 0.4:.0f}" r="{min(ww, hh) * 0.18:.0f}" fill="#ffcdb2"/>'
        s += f'<path d="M{x + ww * 0.1:.0f} {y + hh * 0.9:.0f} L{x + ww * 0.4:.0f} {y + hh * 0.5:.0f} L{x + ww * 0.6:.0f} {y + hh * 0.75:.0f} L{x + ww * 0.9:.0f} {y + hh * 0.45:.0f} V{y + hh * 0.9:.0f} Z" fill="#22223b" opacity="0.7"/>'
    return d, s, ('Canvas & Light', 'Group show · Kala Ghoda'), '#22223b', '#9d4e5d'

def outdoor(w, h, poster):
    d = grad('bg', [(0, '#8ecae6'), (1, '#e0f4ff')])
    s = f'<rect width="{w}" height="{h}" fill="url(#bg)"/>'
    s += f'<circle cx="{w * 0.82:.0f}" cy="{h * 0.18:.0f}" r="{min(w, h) * 0.09:.0f}" fill="#ffb703"/>'
    s += f'<path d="M0 {h * 0.62:.0f} Q{w * 0.25:.0f} {h * 0.45:.0f} {w * 0.5:.0f} {h * 0.6:.0f} T{w} {h * 0.55:.0f} V{h} H0 Z" fill="#90be6d"/>'
    s += f'<path d="M0 {h * 0.72:.0f} Q{w * 0.3:.0f} {h * 0.6:.0f} {w * 0.6:.0f} {h * 0.7:.0f} T{w} {h * 0.66:.0f} V{h} H0 Z" fill="#43aa8b"/>'
    for i, (kx, ky, col) in enumerate([(0.3, 0.2, '#f94144'), (0.5, 0.12, '#f9c74f'), (0.66, 0.3, '#577590')]):
        x, y, k = w * kx, h * ky, min(w, h) * 0.07
        s += f'<polygon points="{x:.0f},{y - k:.0f} {x + k * 0.7:.0f},{y:.0f} {x:.0f},{y + k * 1.2:.0f} {x - k * 0.7:.0f},{y:.0f}" fill="{col}"/>'
        s += f'<path d="M{x:.0f} {y + k * 1.2:.0f} q{k * 0.5:.0f} {k:.0f} 0 {k * 2:.0f} t{k * 0.3:.0f} {k * 2:.0f}" stroke="#555" stroke-width="2" fill="none"/>'
    return d, s, ('Kite Festival', 'Makar Sankranti · Family day'), '#1d3557', '#b23a48'

THEMES = [
    ('concert', 'Indie concert with stage lights over a crowd', concert),
    ('comedy', 'Stand-up comedy microphone in a spotlight', comedy),
    ('theatre', 'Theatre curtains with comedy and tragedy masks', theatre),
    ('workshop', 'Pottery workshop with a clay pot and a paintbrush', workshop),
    ('food', 'Street food festival with steaming bowls', food),
    ('dance', 'Garba dance night with dancers and confetti', dance),
    ('dj', 'DJ night with a glowing record and neon waves', dj),
    ('art', 'Art exhibition with framed paintings on a wall', art),
    ('outdoor', 'Kite festival with kites over green hills', outdoor),
]

def render(fn, w, h, poster):
    defs, body, (title, sub), col, accent = fn(w, h, poster)
    # A soft scrim under the text keeps it legible: the guide's point is that text must read clearly.
    scrim = grad('scrim', [(0, '#000000'), (1, '#000000')])
    if poster:
        veil = f'<rect y="{h * 0.66:.0f}" width="{w}" height="{h * 0.34:.0f}" fill="{col}" opacity="0"/>'
    else:
        veil = ''
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f'<defs>{defs}</defs>{body}{veil}{text_block(w, h, title, sub, col, poster, accent)}</svg>\n'
    )

os.makedirs(OUT, exist_ok=True)
for i, (slug, alt, fn) in enumerate(THEMES, 1):
    for kind, (w, h, poster) in {'banner': (1280, 640, False), 'poster': (500, 750, True)}.items():
        with open(f'{OUT}/{kind}-{i:02d}-{slug}.svg', 'w') as f:
            f.write(render(fn, w, h, poster))
print('\n'.join(f"{i:02d} {slug}: {alt}" for i, (slug, alt, _) in enumerate(THEMES, 1)))
