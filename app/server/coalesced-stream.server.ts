import { Transform, type TransformCallback } from "node:stream";

/**
 * React writes a page in hundreds of small pieces, and React Router flushes the response after
 * each one: with compression on, every piece became its own compressed block and socket write
 * (25 ms of brotli for a legal page). The pieces written in one turn of the event loop leave
 * together instead; a part of the page that is still waiting for data still goes out as soon as
 * the rest is ready.
 */
export class CoalescedStream extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.push(chunk);
  }
}
