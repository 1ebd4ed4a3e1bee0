import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { once } from "node:events";
import type { Writable } from "node:stream";

/**
 * The archive's container: a POSIX tar (ustar, with a PAX header for a long name or a size past
 * 8 GiB) that `tar -tzf` lists anywhere. Written and read here rather than by the system `tar` so
 * that each file is read once, hashed while it goes into the archive (a photo written meanwhile
 * cannot differ from its checksum), and so that a restore can check every checksum by reading the
 * archive through, writing nothing.
 */

const BLOCK = 512;
const USTAR_MAX_SIZE = 8 ** 11 - 1;

export interface EntryDigest {
  size: number;
  sha256: string;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, type: "0" | "1" | "5" | "x", mode: number, mtime: number, linkName = ""): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(mode & 0o7777, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write(linkName, 157, 100, "utf8");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** A PAX record: its own length in decimal, counted with itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after the other into `out` (a gzip stream, usually), waiting when it is full. */
export class TarWriter {
  private readonly out: Writable;

  constructor(out: Writable) {
    this.out = out;
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }

  private async writeHeader(name: string, size: number, mode: number, mtime: number, type: "0" | "1" | "5" = "0", linkName = ""): Promise<void> {
    const records: string[] = [];
    if (Buffer.byteLength(name) > 100) records.push(paxRecord("path", name));
    if (Buffer.byteLength(linkName) > 100) records.push(paxRecord("linkpath", linkName));
    if (size > USTAR_MAX_SIZE) records.push(paxRecord("size", String(size)));
    if (records.length > 0) {
      const pax = Buffer.from(records.join(""));
      await this.write(header("PaxHeader", pax.length, "x", 0o644, mtime));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
    }
    const short = Buffer.from(name)
      .subarray(0, 100)
      .toString("utf8")
      .replace(/\uFFFD$/, "");
    const shortLink = Buffer.from(linkName)
      .subarray(0, 100)
      .toString("utf8")
      .replace(/\uFFFD$/, "");
    await this.write(header(short, size > USTAR_MAX_SIZE ? 0 : size, type, mode, mtime, shortLink));
  }

  /** A folder, kept even when empty (PostgreSQL's data directory needs its empty ones). */
  async addDirectory(name: string): Promise<void> {
    await this.writeHeader(`${name}/`, 0, 0o700, Date.now(), "5");
  }

  /** A hard link to an entry written before: the same bytes stored once (photos copied by linking). */
  async addLink(name: string, target: string): Promise<void> {
    await this.writeHeader(name, 0, 0o644, Date.now(), "1", target);
  }

  async addBuffer(name: string, data: Buffer, mode = 0o644): Promise<EntryDigest> {
    await this.writeHeader(name, data.length, mode, Date.now());
    await this.write(Buffer.concat([data, padding(data.length)]));
    return { size: data.length, sha256: createHash("sha256").update(data).digest("hex") };
  }

  /**
   * Adds the file at `path` as it is when opened: its size then is the entry's size, and exactly
   * that many bytes are read. Undefined when the file is gone (a photo removed meanwhile).
   */
  async addFile(name: string, path: string): Promise<EntryDigest | undefined> {
    const handle = await open(path, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const stat = await handle.stat();
      const size = stat.size;
      await this.writeHeader(name, size, stat.mode, stat.mtimeMs);
      const hash = createHash("sha256");
      let read = 0;
      if (size > 0) {
        for await (const chunk of handle.createReadStream({ start: 0, end: size - 1, autoClose: false }) as AsyncIterable<Buffer>) {
          hash.update(chunk);
          read += chunk.length;
          await this.write(chunk);
        }
      }
      // Shrunk while read: the entry would be shorter than its header says, and the archive unreadable.
      if (read !== size) throw new Error(`${path} changed size while it was archived (${size} → ${read} bytes)`);
      await this.write(padding(size));
      return { size, sha256: hash.digest("hex") };
    } finally {
      await handle.close();
    }
  }

  /** The two empty blocks that end an archive, then the end of `out`. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, "finish");
  }
}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteSource {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(wanted: number): Promise<void> {
    while (this.buffered < wanted && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else if (next.value.length > 0) {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
  }

  /** Lets go of the source (a file left open otherwise) when the archive's end comes before the stream's. */
  async close(): Promise<void> {
    await this.iterator.return?.();
  }

  /** The next `size` bytes, or fewer at the end of the stream. */
  async take(size: number): Promise<Buffer> {
    await this.fill(size);
    const parts: Buffer[] = [];
    let got = 0;
    for (let chunk = this.chunks.shift(); chunk; chunk = got < size ? this.chunks.shift() : undefined) {
      const needed = size - got;
      if (chunk.length > needed) {
        this.chunks.unshift(chunk.subarray(needed));
        chunk = chunk.subarray(0, needed);
      }
      parts.push(chunk);
      got += chunk.length;
    }
    this.buffered -= got;
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, got);
  }

  /** The next `size` bytes, chunk by chunk (a database dump is not held in memory whole). */
  async *stream(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      await this.fill(1);
      const chunk = this.chunks.shift();
      if (!chunk) throw new TarTruncated();
      this.buffered -= chunk.length;
      if (chunk.length > left) {
        this.chunks.unshift(chunk.subarray(left));
        this.buffered += chunk.length - left;
        yield chunk.subarray(0, left);
        left = 0;
      } else {
        left -= chunk.length;
        yield chunk;
      }
    }
  }
}

export class TarTruncated extends Error {
  override message = "the archive ends in the middle of a file (truncated?)";
}

export interface TarEntry {
  type: "file" | "directory" | "link";
  /** A link's target: another entry's name. */
  linkTarget: string;
  /** Without a trailing `/`, for a directory too. */
  name: string;
  size: number;
  mode: number;
  /** The entry's bytes; an entry whose body is not read is skipped. Read it at most once, before the next entry. */
  body(): AsyncGenerator<Buffer>;
}

const field = (block: Buffer, start: number, length: number) => {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
};

const numberField = (block: Buffer, start: number, length: number) => Number.parseInt(field(block, start, length).trim() || "0", 8);

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.subarray(at, space).toString("ascii"), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0) throw new Error("unreadable PAX header in the archive");
    const record = data.subarray(space + 1, at + length - 1).toString("utf8");
    const equals = record.indexOf("=");
    records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] as number);
  return sum === numberField(block, 148, 8);
}

/** The files and folders of a tar stream, in order; PAX headers are applied to the entry they precede. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteSource(source);
  try {
    yield* entries(bytes);
  } finally {
    await bytes.close();
  }
}

async function* entries(bytes: ByteSource): AsyncGenerator<TarEntry> {
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await bytes.take(BLOCK);
    if (block.length < BLOCK) throw new TarTruncated();
    if (block.every((byte) => byte === 0)) return;
    if (!checksumOk(block)) throw new Error("damaged tar header in the archive");
    const type = String.fromCharCode(block[156] as number);
    const prefix = field(block, 345, 155);
    const name = pax.path ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    const size = pax.size ? Number(pax.size) : numberField(block, 124, 12);
    const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);
    if (type === "x" || type === "g") {
      const data = await bytes.take(padded);
      if (data.length < padded) throw new TarTruncated();
      if (type === "x") pax = parsePax(data.subarray(0, size));
      continue;
    }
    const linkTarget = pax.linkpath ?? field(block, 157, 100);
    pax = {};
    if (type !== "0" && type !== "\0" && type !== "1" && type !== "5") throw new Error(`unexpected entry in the archive: ${name} (type ${type})`);
    let consumed = false;
    const entry: TarEntry = {
      type: type === "5" ? "directory" : type === "1" ? "link" : "file",
      linkTarget,
      name: name.replace(/\/+$/, ""),
      size,
      mode: numberField(block, 100, 8),
      body() {
        consumed = true;
        return bytes.stream(size);
      },
    };
    yield entry;
    if (!consumed) for await (const skipped of bytes.stream(size)) void skipped;
    const rest = await bytes.take(padded - size);
    if (rest.length < padded - size) throw new TarTruncated();
  }
}
