/**
 * The safety net's model: a logistic regression over hashed features (features.ts), its weights
 * quantised to int8, and the binary format they are shipped in (data/safety-net/model.bin).
 *
 * Format, little-endian: "ASN1", version (u8 = 1), hash bits (u8), encoding (u8: 0 dense, 1 sparse),
 * a reserved byte, then scale, bias and threshold (f32), the count of non-zero weights (u32), and the
 * weights — dense: one int8 per bucket; sparse: the gaps between non-zero buckets as LEB128 varints,
 * then their int8 values. The writer picks whichever is smaller.
 */
import { featuresOf, MAX_FEATURES } from './features.ts';

export interface SafetyNetModel {
  bits: number;
  /** Weight of bucket i is weights[i] * scale. */
  weights: Int8Array;
  scale: number;
  bias: number;
  /** P(emergency) at or above which the net raises urgency, chosen on held-out data by the training script. */
  threshold: number;
}

const MAGIC = 'ASN1';
const HEADER = 24;

const buffer = new Int32Array(MAX_FEATURES);

/** P(urgency 1–2) for one text. */
export function probability(model: SafetyNetModel, text: string): number {
  const n = featuresOf(text, model.bits, buffer);
  if (n === 0) return sigmoid(model.bias);
  const { weights } = model;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const f = buffer[k]!;
    sum += f >= 0 ? weights[f]! : -weights[~f]!;
  }
  return sigmoid(model.bias + (sum * model.scale) / Math.sqrt(n));
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** int8 weights for float ones: the largest magnitude maps to ±127, small ones round to zero (pruned). */
export function quantise(weights: Float32Array): { weights: Int8Array; scale: number } {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.round(weights[i]! / scale);
  return { weights: q, scale };
}

export function encodeModel(model: SafetyNetModel): Uint8Array {
  const { weights } = model;
  let nonZero = 0;
  const gaps: number[] = [];
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    if (weights[i] === 0) continue;
    nonZero++;
    let gap = i - last;
    last = i;
    do {
      gaps.push((gap & 0x7f) | (gap >= 0x80 ? 0x80 : 0));
      gap >>>= 7;
    } while (gap > 0);
  }
  const sparse = gaps.length + nonZero < weights.length;
  const out = new Uint8Array(HEADER + (sparse ? gaps.length + nonZero : weights.length));
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) out[i] = MAGIC.charCodeAt(i);
  out[4] = 1;
  out[5] = model.bits;
  out[6] = sparse ? 1 : 0;
  view.setFloat32(8, model.scale, true);
  view.setFloat32(12, model.bias, true);
  view.setFloat32(16, model.threshold, true);
  view.setUint32(20, nonZero, true);
  if (!sparse) {
    out.set(new Uint8Array(weights.buffer, weights.byteOffset, weights.length), HEADER);
    return out;
  }
  out.set(gaps, HEADER);
  let at = HEADER + gaps.length;
  for (const w of weights) if (w !== 0) out[at++] = w & 0xff;
  return out;
}

export function decodeModel(bytes: Uint8Array): SafetyNetModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC || bytes[4] !== 1) throw new Error('safety net: not a version-1 model file');
  const bits = bytes[5]!;
  const size = 2 ** bits;
  const weights = new Int8Array(size);
  const nonZero = view.getUint32(20, true);
  if (bytes[6] === 0) {
    weights.set(new Int8Array(bytes.buffer, bytes.byteOffset + HEADER, size));
  } else {
    const values = new Int8Array(bytes.buffer, bytes.byteOffset + bytes.byteLength - nonZero, nonZero);
    let at = HEADER;
    let index = -1;
    for (let k = 0; k < nonZero; k++) {
      let gap = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[at++]!;
        gap |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      index += gap;
      weights[index] = values[k]!;
    }
  }
  return {
    bits,
    weights,
    scale: view.getFloat32(8, true),
    bias: view.getFloat32(12, true),
    threshold: view.getFloat32(16, true),
  };
}
