#!/usr/bin/env python3
"""Checks the GLB files written by `cargo run -p modelgen --release`.

Standard library only. Usage: python3 tools/modelgen/check_models.py [MODELS_DIR]
(default: assets/models of the workspace). Exits non-zero on the first
failed check.

For each file it checks: the GLB container (header, chunk types, 4-byte
lengths, JSON padded with spaces, BIN padded with zeros), buffer views and
accessors (alignment, bounds, POSITION min/max equal to the data), index
range, unit normals, counter-clockwise winding seen from outside (every
face normal agrees with its vertex normals, and the closed mesh has
positive volume of the expected size), the embedded PNGs (CRCs, zlib
stream, size, row filters), the materials (and, for the wood, the
metallic-roughness texture: roughness in G, the cups smoother than the flat
top), and the layout: slab extents, a vertex at the bottom of every cup,
upward normals wherever a board top or the table top is flat.
"""

import json
import math
import os
import struct
import sys
import zlib

F32 = struct.Struct("<f")


def f32(x):
    """Rounds a Python float to the nearest float32."""
    return F32.unpack(F32.pack(x))[0]


class CheckError(Exception):
    pass


def check(cond, what):
    if not cond:
        raise CheckError(what)


def read_glb(path):
    data = open(path, "rb").read()
    check(len(data) >= 28, "file too short")
    magic, version, length = struct.unpack_from("<4sII", data, 0)
    check(magic == b"glTF", "magic is not glTF")
    check(version == 2, f"GLB version {version}")
    check(length == len(data), f"header length {length} != file size {len(data)}")
    json_len, json_type = struct.unpack_from("<II", data, 12)
    check(json_type == 0x4E4F534A, "first chunk is not JSON")
    check(json_len % 4 == 0, "JSON chunk length not a multiple of 4")
    raw_json = data[20 : 20 + json_len]
    text = raw_json.decode("utf-8")
    stripped = text.rstrip(" ")
    check(len(text) - len(stripped) < 4, "JSON padding longer than 3 bytes")
    check(stripped.endswith("}"), "JSON chunk not padded with spaces")
    doc = json.loads(stripped)
    off = 20 + json_len
    bin_len, bin_type = struct.unpack_from("<II", data, off)
    check(bin_type == 0x004E4942, "second chunk is not BIN")
    check(bin_len % 4 == 0, "BIN chunk length not a multiple of 4")
    check(off + 8 + bin_len == len(data), "trailing bytes after BIN chunk")
    binary = data[off + 8 : off + 8 + bin_len]
    buffers = doc["buffers"]
    check(len(buffers) == 1 and "uri" not in buffers[0], "expected one GLB buffer")
    blen = buffers[0]["byteLength"]
    check(blen <= bin_len < blen + 4, "buffer byteLength does not match BIN chunk")
    check(all(b == 0 for b in binary[blen:]), "BIN chunk not padded with zeros")
    return doc, binary[:blen]


COMPONENT = {5120: "b", 5121: "B", 5122: "h", 5123: "H", 5125: "I", 5126: "f"}
COUNT = {"SCALAR": 1, "VEC2": 2, "VEC3": 3, "VEC4": 4}


def read_accessor(doc, binary, index):
    acc = doc["accessors"][index]
    view = doc["bufferViews"][acc["bufferView"]]
    fmt = COMPONENT[acc["componentType"]]
    size = struct.calcsize(fmt)
    n = COUNT[acc["type"]]
    start = view.get("byteOffset", 0) + acc.get("byteOffset", 0)
    check(start % size == 0, f"accessor {index} misaligned")
    stride = view.get("byteStride", size * n)
    check(stride == size * n, f"accessor {index}: unexpected stride")
    nbytes = acc["count"] * size * n
    check(acc.get("byteOffset", 0) + nbytes <= view["byteLength"], f"accessor {index} overruns its view")
    values = struct.unpack_from(f"<{acc['count'] * n}{fmt}", binary, start)
    if n == 1:
        return acc, list(values)
    return acc, [tuple(values[i : i + n]) for i in range(0, len(values), n)]


def unfilter(w, h, data, name):
    """The RGB rows of a decompressed 8-bit RGB PNG, its per-row filters undone."""
    stride = 3 * w
    out = bytearray()
    prev = bytes(stride)
    for y in range(h):
        start = y * (stride + 1)
        kind, line = data[start], bytearray(data[start + 1 : start + 1 + stride])
        if kind == 1:  # Sub
            for i in range(3, stride):
                line[i] = (line[i] + line[i - 3]) & 0xFF
        elif kind == 2:  # Up
            line = bytearray((x + p) & 0xFF for x, p in zip(line, prev))
        elif kind == 3:  # Average
            for i in range(stride):
                left = line[i - 3] if i >= 3 else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth
            for i in range(stride):
                a, b, c = (line[i - 3], prev[i], prev[i - 3]) if i >= 3 else (0, prev[i], 0)
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        else:
            check(kind == 0, f"{name}: row {y} has filter type {kind}")
        out += line
        prev = line
    return bytes(out)


def check_png(png, name):
    """Checks an embedded PNG (8-bit RGB); returns (width, height, RGB rows)."""
    check(png[:8] == b"\x89PNG\r\n\x1a\n", f"{name}: PNG signature")
    pos, idat, ihdr = 8, b"", None
    while pos < len(png):
        length, kind = struct.unpack_from(">I4s", png, pos)
        body = png[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack_from(">I", png, pos + 8 + length)
        check(zlib.crc32(kind + body) == crc, f"{name}: bad CRC in {kind!r}")
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
        if kind == b"IEND":
            break
    check(pos == len(png), f"{name}: bytes after IEND")
    check(ihdr is not None and ihdr[2:] == (8, 2, 0, 0, 0), f"{name}: expected 8-bit RGB")
    w, h = ihdr[0], ihdr[1]
    raw = zlib.decompress(idat)  # also checks the Adler-32
    check(len(raw) == h * (3 * w + 1), f"{name}: wrong decompressed size")
    return w, h, unfilter(w, h, raw, name)


def pixel(image, u, v):
    """RGB of the texel at (u, v) of an image from check_png."""
    w, h, rgb = image
    col, row = min(int(u * w), w - 1), min(int(v * h), h - 1)
    start = 3 * (row * w + col)
    return tuple(rgb[start : start + 3])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def check_file(path, spec):
    name = os.path.basename(path)
    doc, binary = read_glb(path)
    check(doc["asset"]["version"] == "2.0", "asset.version")
    for i, view in enumerate(doc["bufferViews"]):
        off = view.get("byteOffset", 0)
        check(off % 4 == 0, f"bufferView {i} not 4-byte aligned")
        check(off + view["byteLength"] <= len(binary), f"bufferView {i} overruns the buffer")

    check(len(doc["meshes"]) == 1 and len(doc["meshes"][0]["primitives"]) == 1, "one mesh, one primitive")
    mesh = doc["meshes"][0]
    check(mesh.get("name") == spec["mesh"], f"mesh name {mesh.get('name')!r}")
    check(doc["nodes"][0].get("name") == spec["mesh"], "node name")
    prim = mesh["primitives"][0]
    check(prim.get("mode", 4) == 4, "triangles")
    attrs = prim["attributes"]
    pos_acc, pos = read_accessor(doc, binary, attrs["POSITION"])
    _, nrm = read_accessor(doc, binary, attrs["NORMAL"])
    _, uvs = read_accessor(doc, binary, attrs["TEXCOORD_0"])
    idx_acc, idx = read_accessor(doc, binary, prim["indices"])
    check(idx_acc["componentType"] in (5123, 5125), "indices must be u16 or u32")
    check(pos_acc["componentType"] == 5126 and pos_acc["type"] == "VEC3", "POSITION is float VEC3")
    check(len(pos) == len(nrm) == len(uvs), "attribute counts differ")
    check(len(idx) % 3 == 0 and max(idx) < len(pos), "indices out of range")

    # POSITION bounds, compared as float32.
    check("min" in pos_acc and "max" in pos_acc, "POSITION needs min and max")
    for k in range(3):
        lo = min(p[k] for p in pos)
        hi = max(p[k] for p in pos)
        check(f32(pos_acc["min"][k]) == lo and f32(pos_acc["max"][k]) == hi, f"POSITION min/max[{k}]")
    for k in range(3):
        want_lo, want_hi = spec["bounds"][k]
        check(abs(pos_acc["min"][k] - want_lo) < 1e-5, f"min[{k}] = {pos_acc['min'][k]}, want {want_lo}")
        check(abs(pos_acc["max"][k] - want_hi) < 1e-5, f"max[{k}] = {pos_acc['max'][k]}, want {want_hi}")

    for i, n in enumerate(nrm):
        check(abs(math.sqrt(dot(n, n)) - 1.0) < 1e-5, f"normal {i} not unit length")
    check(all(-1e-6 <= c <= 1 + 1e-6 for uv in uvs for c in uv), "UVs outside [0, 1]")

    # Winding: counter-clockwise seen from outside, i.e. every face normal
    # agrees with its vertex normals; and the closed mesh has positive volume.
    volume = 0.0
    for t in range(0, len(idx), 3):
        a, b, c = idx[t], idx[t + 1], idx[t + 2]
        pa, pb, pc = pos[a], pos[b], pos[c]
        face = cross(sub(pb, pa), sub(pc, pa))
        area2 = math.sqrt(dot(face, face))
        check(area2 > 0.0, f"degenerate triangle {t // 3}")
        ns = tuple(nrm[a][k] + nrm[b][k] + nrm[c][k] for k in range(3))
        check(dot(face, ns) > 0.0, f"triangle {t // 3} is wound clockwise (seen from outside)")
        volume += dot(pa, cross(pb, pc)) / 6.0
    want = spec["volume"]
    tol = spec.get("volume_tolerance", 0.01)
    check(abs(volume - want) < tol * want, f"enclosed volume {volume:.5f}, expected about {want:.5f}")

    # Material and texture.
    mat = doc["materials"][prim["material"]]
    pbr = mat["pbrMetallicRoughness"]
    check(mat.get("name") == spec["material"], f"material name {mat.get('name')!r}")
    check(pbr["metallicFactor"] == 0 and abs(pbr["roughnessFactor"] - spec["roughness"]) < 1e-6, "material factors")

    def image(info, what):
        check(info.get("texCoord", 0) == 0, f"{what}: texCoord 0")
        tex = doc["textures"][info["index"]]
        img = doc["images"][tex["source"]]
        check(img.get("mimeType") == "image/png" and "bufferView" in img, f"{what}: embedded PNG image")
        check(0 <= tex.get("sampler", 0) < len(doc["samplers"]), f"{what}: sampler")
        view = doc["bufferViews"][img["bufferView"]]
        png = binary[view.get("byteOffset", 0) : view.get("byteOffset", 0) + view["byteLength"]]
        return check_png(png, f"{name} {what}")

    check(pbr["baseColorTexture"]["index"] == 0, "base colour is texture 0 (the game loads it by index)")
    base = image(pbr["baseColorTexture"], "base colour")
    sizes = f"texture {base[0]}x{base[1]}"
    mr_info = pbr.get("metallicRoughnessTexture")
    check((mr_info is not None) == spec.get("roughness_texture", False), "metallicRoughnessTexture present or not as expected")
    rough = None
    if mr_info is not None:
        rough = image(mr_info, "metallic-roughness")
        check(mr_info["index"] != pbr["baseColorTexture"]["index"], "separate roughness texture")
        w, h, rgb = rough
        check(all(b == 0 for b in rgb[2::3]), "metalness (B) not 0")
        sizes += f" + roughness {w}x{h}"
    check(len(doc["textures"]) == len(doc["images"]) == (2 if mr_info else 1), "texture count")

    extra = spec.get("extra")
    if extra:
        extra(pos, nrm)
    rough_check = spec.get("roughness_check")
    if rough_check:
        rough_check(rough)
    print(
        f"ok  {name}: {os.path.getsize(path)} bytes, {len(pos)} vertices, {len(idx) // 3} triangles, "
        f"indices {'u16' if idx_acc['componentType'] == 5123 else 'u32'}, {sizes}, volume {volume:.4f}"
    )


def board_checks(cups, half_x, half_z, groove_half_width, bevel=0.1):
    """Layout checks for a board top: cup bottoms and flat-top normals."""

    def run(pos, nrm):
        # A vertex at the bottom of every cup, normal straight up.
        by_xz = {}
        for i, p in enumerate(pos):
            if p[1] < -0.2:
                by_xz[(round(p[0], 4), round(p[2], 4))] = i
        for cx, cz, rx, rz, depth in cups:
            i = by_xz.get((round(cx, 4), round(cz, 4)))
            check(i is not None, f"no vertex at cup centre ({cx}, {cz})")
            check(abs(pos[i][1] + depth) < 1e-5, f"cup at ({cx}, {cz}) has depth {-pos[i][1]}, want {depth}")
            check(nrm[i][1] > 0.99999, f"cup bottom normal at ({cx}, {cz}) not up")

        # Where the top is flat (away from cups, groove and rounded edge), it
        # is at y = 0 and every normal points up. And every vertex at y = 0
        # on the top has an upward normal.
        flat = 0
        for p, n in zip(pos, nrm):
            x, y, z = p
            if y > -1e-7:
                check(n[1] > 0.9999, f"vertex at ({x:.3f}, {y}, {z:.3f}) on the flat top has normal {n}")
            near_cup = any(((x - cx) / (1.2 * rx)) ** 2 + ((z - cz) / (1.2 * rz)) ** 2 < 1.0 for cx, cz, rx, rz, _ in cups)
            inside = abs(x) < half_x - bevel - 1e-6 and abs(z) < half_z - bevel - 1e-6
            if inside and not near_cup and abs(z) > groove_half_width + 1e-6 and y > -0.05:
                check(y == 0.0, f"flat top vertex at ({x:.3f}, {z:.3f}) has y = {y}")
                check(n == (0.0, 1.0, 0.0), f"flat top vertex at ({x:.3f}, {z:.3f}) has normal {n}")
                flat += 1
        check(flat > 1000, f"only {flat} flat-top vertices found")

    return run


def cup_roughness(cups, half_x, half_z):
    """The roughness texture: cup bottoms clearly smoother than the flat top."""

    def run(image):
        def g(x, z):
            return pixel(image, (x + half_x) / (2 * half_x), (z + half_z) / (2 * half_z))[1] / 255

        # Flat top: a ring of sample points between the cups and the edge.
        top = [g(x * 0.9 * half_x, z * 0.9 * half_z) for x in (-1, 0, 1) for z in (-1, 1)]
        mean_top = sum(top) / len(top)
        check(0.4 <= mean_top <= 0.9, f"flat top roughness {mean_top:.2f}")
        for cx, cz, *_ in cups:
            r = g(cx, cz)
            check(r < mean_top - 0.15, f"cup at ({cx}, {cz}) roughness {r:.2f}, flat top {mean_top:.2f}")

    return run


def table_checks(half_x, half_z, top_y, bevel):
    """The table top: flat at top_y with upward normals, nothing above it."""

    def run(pos, nrm):
        flat = set()
        for p, n in zip(pos, nrm):
            x, y, z = p
            check(y <= top_y, f"vertex at ({x:.3f}, {y}, {z:.3f}) above the table top")
            if y == f32(top_y):
                check(n == (0.0, 1.0, 0.0), f"table top vertex at ({x:.3f}, {z:.3f}) has normal {n}")
                flat.add((round(x, 4), round(z, 4)))
        ix, iz = round(half_x - bevel, 4), round(half_z - bevel, 4)
        for corner in ((ix, iz), (-ix, iz), (ix, -iz), (-ix, -iz)):
            check(corner in flat, f"the flat table top does not reach {corner}")

    return run


def paraboloid_volume(rx, rz, d):
    return math.pi * rx * rz * d / 2.0


def leg_volume(height, top, bottom):
    # A square leg whose side shrinks linearly from `top` to `bottom`.
    return height * (top * top + top * bottom + bottom * bottom) / 3.0


def slab_volume(half_x, half_z, thickness=0.5, bevel=0.1):
    # Rounded top edges remove (1 - pi/4) r^2 per unit of perimeter, less at the mitred corners.
    return 4 * half_x * half_z * thickness - 4 * (half_x + half_z) * bevel**2 * (1 - math.pi / 4)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    models = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "assets", "models")

    omweso_cups = [(col - 3.5, z, 0.42, 0.42, 0.26) for z in (1.65, 0.55, -0.55, -1.65) for col in range(8)]
    oware_cups = [((col - 2.5) * 1.1, z, 0.45, 0.45, 0.28) for z in (0.6, -0.6) for col in range(6)]
    oware_cups += [(x, 0.0, 0.45, 1.05, 0.3) for x in (-4.05, 4.05)]

    specs = {
        "omweso_board.glb": {
            "mesh": "board",
            "material": "wood",
            "roughness": 1.0,
            "roughness_texture": True,
            "roughness_check": cup_roughness(omweso_cups, 4.45, 2.6),
            "bounds": [(-4.45, 4.45), (-0.5, 0.0), (-2.6, 2.6)],
            "volume": slab_volume(4.45, 2.6) - sum(paraboloid_volume(c[2], c[3], c[4]) for c in omweso_cups),
            "extra": board_checks(omweso_cups, 4.45, 2.6, 0.07),
        },
        "oware_board.glb": {
            "mesh": "board",
            "material": "wood",
            "roughness": 1.0,
            "roughness_texture": True,
            "roughness_check": cup_roughness(oware_cups, 4.75, 1.45),
            "bounds": [(-4.75, 4.75), (-0.5, 0.0), (-1.45, 1.45)],
            "volume": slab_volume(4.75, 1.45) - sum(paraboloid_volume(c[2], c[3], c[4]) for c in oware_cups),
            "extra": board_checks(oware_cups, 4.75, 1.45, 0.07),
        },
        "seed.glb": {
            "mesh": "seed",
            "material": "seed",
            "roughness": 0.25,
            "bounds": [(-0.085, 0.085), (-0.07, 0.07), (-0.08, 0.08)],
            "volume": 4.0 / 3.0 * math.pi * 0.085 * 0.07 * 0.08,
            # A 32 x 16 UV sphere encloses about 1.3 % less than the ellipsoid.
            "volume_tolerance": 0.02,
        },
        "oware_seed.glb": {
            "mesh": "seed",
            "material": "seed",
            "roughness": 0.35,
            "bounds": [(-0.098, 0.098), (-0.066, 0.066), (-0.092, 0.092)],
            "volume": 4.0 / 3.0 * math.pi * 0.098 * 0.066 * 0.092,
            "volume_tolerance": 0.02,
        },
        "table.glb": {
            "mesh": "table",
            "material": "wood",
            "roughness": 1.0,
            "roughness_texture": True,
            "bounds": [(-5.5, 5.5), (-4.0, -0.5), (-3.3, 3.3)],
            # top + 4 legs (0.4 -> 0.3 wide, from y = -0.8 to -4) + apron rails
            # (0.35 high, 0.09 thick, reaching into the legs to their centre
            # lines; the overlaps count twice, as the mesh has them twice).
            "volume": slab_volume(5.5, 3.3, 0.3, 0.08)
            + 4 * leg_volume(3.2, 0.4, 0.3)
            + 2 * (2 * 4.95) * 0.35 * 0.09
            + 2 * (2 * 2.75) * 0.35 * 0.09,
            "extra": table_checks(5.5, 3.3, -0.5, 0.08),
        },
    }
    failed = False
    for name, spec in specs.items():
        path = os.path.join(models, name)
        try:
            check_file(path, spec)
        except (CheckError, OSError, KeyError, ValueError, struct.error) as e:
            print(f"FAIL {name}: {e}")
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
