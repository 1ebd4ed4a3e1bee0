/**
 * The little of ZIP an XLSX file needs, on node:zlib alone: reading named entries of an uploaded
 * file with a cap on what inflating may produce (a zip bomb answers an error, never fills the
 * memory), and writing a file of a few entries (the import template). No ZIP64, no encryption:
 * spreadsheets under 20 MB use neither.
 */
import { crc32, deflateRawSync, inflateRawSync } from "node:zlib";

export class ZipError extends Error {}

interface Entry {
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** Whether the bytes begin as a ZIP file does (an XLSX, a DOCX, an ODS…). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** An open ZIP file: its entries by name, each read at most once within a shared budget of inflated bytes. */
export class ZipReader {
  private readonly entries = new Map<string, Entry>();
  private readonly bytes: Uint8Array;
  private readonly view: DataView;
  private budget: number;

  constructor(bytes: Uint8Array, maxInflatedBytes: number) {
    this.bytes = bytes;
    this.budget = maxInflatedBytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const end = this.findEndOfDirectory();
    const count = this.view.getUint16(end + 10, true);
    let at = this.view.getUint32(end + 16, true);
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || this.view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new ZipError("bad directory");
      const nameLength = this.view.getUint16(at + 28, true);
      const extraLength = this.view.getUint16(at + 30, true);
      const commentLength = this.view.getUint16(at + 32, true);
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
      this.entries.set(name.replaceAll("\\", "/"), {
        method: this.view.getUint16(at + 10, true),
        compressedSize: this.view.getUint32(at + 20, true),
        uncompressedSize: this.view.getUint32(at + 24, true),
        localOffset: this.view.getUint32(at + 42, true),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
  }

  private findEndOfDirectory(): number {
    // The record is 22 bytes plus a comment of at most 65 535.
    const last = Math.max(0, this.bytes.length - 22 - 65_535);
    for (let at = this.bytes.length - 22; at >= last; at--) {
      if (this.view.getUint32(at, true) === END_OF_DIRECTORY) return at;
    }
    throw new ZipError("no directory");
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes; undefined when absent. Throws ZipError when it is damaged or would pass the budget. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.uncompressedSize > this.budget) throw new ZipError("too large");
    const at = entry.localOffset;
    if (at + 30 > this.bytes.length || this.view.getUint32(at, true) !== LOCAL_HEADER) throw new ZipError("bad entry");
    const start = at + 30 + this.view.getUint16(at + 26, true) + this.view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw new ZipError("truncated");
    const data = this.bytes.subarray(start, end);
    let out: Uint8Array;
    if (entry.method === 0) out = data;
    else if (entry.method === 8) {
      try {
        // The declared size may lie: inflating itself stops at the budget.
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, this.budget) });
      } catch {
        throw new ZipError("inflate failed or too large");
      }
    } else throw new ZipError("unsupported method");
    this.budget -= out.length;
    return out;
  }
}

/** A ZIP file of the given entries, deflated (the import's template). */
export function writeZip(files: readonly { name: string; data: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = new TextEncoder().encode(file.name);
    const packed = deflateRawSync(file.data);
    const crc = crc32(file.data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, LOCAL_HEADER, true);
    local.setUint16(4, 20, true); // version needed: 2.0
    local.setUint16(6, 0x0800, true); // names in UTF-8
    local.setUint16(8, 8, true); // deflate
    local.setUint16(10, 0, true); // time
    local.setUint16(12, 0x21, true); // date: 1980-01-01
    local.setUint32(14, crc, true);
    local.setUint32(18, packed.length, true);
    local.setUint32(22, file.data.length, true);
    local.setUint16(26, name.length, true);
    local.setUint16(28, 0, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, DIRECTORY_ENTRY, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint16(10, 8, true);
    central.setUint16(12, 0, true);
    central.setUint16(14, 0x21, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, packed.length, true);
    central.setUint32(24, file.data.length, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), name, packed);
    directory.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + packed.length;
  }
  const directorySize = directory.reduce((sum, p) => sum + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, END_OF_DIRECTORY, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...directory, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
