/**
 * Buffers handed out again once the bytes in them have gone to the operating system.
 * Every HTML cache hit on the Node server fills a copy of its page template (a fresh nonce each
 * time). A new buffer per hit was 0.4–0.8 GB/s of memory outside the JS heap at full load, and V8
 * answers that much external memory with a full mark-compact every ~90 ms: about half the CPU of a
 * hit and the 30 ms p99 of a hit-only load. Buffers come in power-of-two capacities; a caller gives
 * one back only after the socket wrote it (`res.end(body, callback)`), so no answer's bytes, nonce
 * included, can be overwritten while they are being sent. A buffer never given back (the client went
 * away) is simply collected.
 */
export class BufferPool {
  readonly stats = { allocated: 0, reused: 0 }
  private readonly free = new Map<number, Buffer[]>()

  /**
   * @param keep how many free buffers of one capacity are kept (about the concurrent hits).
   * @param largest buffers above this many bytes are neither pooled nor kept.
   */
  constructor(
    private readonly keep = 64,
    private readonly largest = 1 << 20,
  ) {}

  /** A buffer of at least `size` bytes, all of it the caller's until it is given back. */
  take(size: number): Buffer {
    const capacity = capacityFor(size)
    const reused = capacity <= this.largest ? this.free.get(capacity)?.pop() : undefined
    if (reused) {
      this.stats.reused++
      return reused
    }
    this.stats.allocated++
    // Never `allocUnsafe`: below 4 KiB it slices Node's shared slab, which is not ours to hand out again.
    return Buffer.allocUnsafeSlow(capacity)
  }

  /** Returns a buffer `take` gave out, once nothing reads it any more. */
  give(buffer: Buffer): void {
    if (buffer.length > this.largest || buffer.length !== capacityFor(buffer.length)) return
    let list = this.free.get(buffer.length)
    if (!list) this.free.set(buffer.length, (list = []))
    if (list.length < this.keep) list.push(buffer)
  }
}

/** The power of two at or above `size`, at least 1 KiB. */
function capacityFor(size: number): number {
  return Math.max(1024, 2 ** Math.ceil(Math.log2(Math.max(size, 1))))
}
