/**
 * The safety net's model: logistic regressions over one set of hashed features (features.ts), their
 * weights quantised to int8, and the binary format they are shipped in (data/safety-net/model.bin).
 *
 * Two heads read the same features: `emergency`, P(urgency 1–2), and optionally `care`, P(urgency
 * 1–4) — "this reads like a doctor's case, not self-care". A message's n distinct features are
 * scaled by 1/√max(n, floor), so a three-word message is not read with a long message's confidence;
 * the floor depends on the message's main script (features.ts: SCRIPTS), since a message in Chinese
 * says as much as one in Latin letters in about a third of the features.
 *
 * Format, little-endian: "ASN2", version (u8 = 3), hash bits (u8), heads (u8: 1 or 2), flags (u8: bit 0,
 * the ConText-scoped word features of features.ts are read; a file written before it was 0),
 * the Latin length floor (u32), the thresholds (f32: emergency, sameDay, care), the length floors of
 * the other scripts (u16 each: Arabic, Devanagari, Han, Hangul), then per head: encoding (u8: 0
 * dense, 1 sparse), three reserved bytes, scale and bias (f32), the count of non-zero weights (u32),
 * the payload's byte length (u32) and the payload — dense: one int8 per bucket; sparse: the gaps
 * between non-zero buckets as LEB128 varints, then their int8 values. The writer picks whichever is
 * smaller.
 */
import { MAX_FEATURES, readFeatures, SCRIPTS } from './features.ts';

export interface SafetyNetHead {
  /** Weight of bucket i is weights[i] * scale. */
  weights: Int8Array;
  scale: number;
  bias: number;
}

export interface SafetyNetThresholds {
  /** P(emergency) at or above which the net asks for the emergency department now (urgency 2). */
  emergency: number;
  /** P(emergency) at or above which the net asks for a doctor within 24 h (urgency 3). */
  sameDay: number;
  /** P(doctor's case) at or above which self-care becomes a doctor within days (urgency 4); > 1 = never. */
  care: number;
}

export interface SafetyNetModel {
  bits: number;
  /** Features are scaled by 1/√max(n, lengthFloors[script of the text]) (features.ts: SCRIPTS). */
  lengthFloors: readonly number[];
  /** The features include the words inside ConText scopes, hashed apart (features.ts, context.ts). */
  context: boolean;
  emergency: SafetyNetHead;
  care?: SafetyNetHead;
  /** Chosen on cross-validated scores by the training script. */
  thresholds: SafetyNetThresholds;
}

export interface SafetyNetScores {
  /** P(urgency 1–2). */
  emergency: number;
  /** P(urgency 1–4); 0 when the model has no such head. */
  care: number;
}

const MAGIC = 'ASN2';
const VERSION = 3;
const HEADER = 32;
const HEAD_HEADER = 20;

const buffer = new Int32Array(MAX_FEATURES);

function headScore(head: SafetyNetHead, n: number, scale: number): number {
  const { weights } = head;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const f = buffer[k]!;
    sum += f >= 0 ? weights[f]! : -weights[~f]!;
  }
  return sigmoid(head.bias + sum * head.scale * scale);
}

/** Both heads' probabilities for one text. */
export function scores(model: SafetyNetModel, text: string): SafetyNetScores {
  const { n, script } = readFeatures(text, model.bits, buffer, model.context);
  const scale = n > 0 ? 1 / Math.sqrt(Math.max(n, model.lengthFloors[script] ?? 0)) : 0;
  return {
    emergency: headScore(model.emergency, n, scale),
    care: model.care ? headScore(model.care, n, scale) : 0,
  };
}

/** P(urgency 1–2) for one text. */
export function probability(model: SafetyNetModel, text: string): number {
  return scores(model, text).emergency;
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

function encodeHead(head: SafetyNetHead): Uint8Array {
  const { weights } = head;
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
  const payload = sparse ? gaps.length + nonZero : weights.length;
  const out = new Uint8Array(HEAD_HEADER + payload);
  const view = new DataView(out.buffer);
  out[0] = sparse ? 1 : 0;
  view.setFloat32(4, head.scale, true);
  view.setFloat32(8, head.bias, true);
  view.setUint32(12, nonZero, true);
  view.setUint32(16, payload, true);
  if (!sparse) {
    out.set(new Uint8Array(weights.buffer, weights.byteOffset, weights.length), HEAD_HEADER);
    return out;
  }
  out.set(gaps, HEAD_HEADER);
  let at = HEAD_HEADER + gaps.length;
  for (const w of weights) if (w !== 0) out[at++] = w & 0xff;
  return out;
}

export function encodeModel(model: SafetyNetModel): Uint8Array {
  const heads = [model.emergency, ...(model.care ? [model.care] : [])].map(encodeHead);
  const out = new Uint8Array(HEADER + heads.reduce((n, h) => n + h.length, 0));
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) out[i] = MAGIC.charCodeAt(i);
  if (model.lengthFloors.length !== SCRIPTS.length) throw new Error('safety net: one length floor per script');
  out[4] = VERSION;
  out[5] = model.bits;
  out[6] = heads.length;
  out[7] = model.context ? 1 : 0;
  view.setUint32(8, model.lengthFloors[0]!, true);
  view.setFloat32(12, model.thresholds.emergency, true);
  view.setFloat32(16, model.thresholds.sameDay, true);
  view.setFloat32(20, model.thresholds.care, true);
  for (let k = 1; k < SCRIPTS.length; k++) view.setUint16(22 + 2 * k, model.lengthFloors[k]!, true);
  let at = HEADER;
  for (const h of heads) {
    out.set(h, at);
    at += h.length;
  }
  return out;
}

function decodeHead(bytes: Uint8Array, at: number, size: number): { head: SafetyNetHead; next: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, HEAD_HEADER);
  const nonZero = view.getUint32(12, true);
  const payload = view.getUint32(16, true);
  const start = at + HEAD_HEADER;
  const end = start + payload;
  if (end > bytes.byteLength) throw new Error('safety net: truncated model file');
  const weights = new Int8Array(size);
  if (bytes[at] === 0) {
    weights.set(new Int8Array(bytes.buffer, bytes.byteOffset + start, size));
  } else {
    const values = new Int8Array(bytes.buffer, bytes.byteOffset + end - nonZero, nonZero);
    let p = start;
    let index = -1;
    for (let k = 0; k < nonZero; k++) {
      let gap = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[p++]!;
        gap |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      index += gap;
      weights[index] = values[k]!;
    }
  }
  return { head: { weights, scale: view.getFloat32(4, true), bias: view.getFloat32(8, true) }, next: end };
}

export function decodeModel(bytes: Uint8Array): SafetyNetModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC || bytes[4] !== VERSION) throw new Error(`safety net: not a version-${VERSION} model file`);
  const bits = bytes[5]!;
  const size = 2 ** bits;
  const emergency = decodeHead(bytes, HEADER, size);
  const care = bytes[6]! >= 2 ? decodeHead(bytes, emergency.next, size).head : undefined;
  return {
    bits,
    lengthFloors: SCRIPTS.map((_, k) => (k === 0 ? view.getUint32(8, true) : view.getUint16(22 + 2 * k, true))),
    context: (bytes[7]! & 1) === 1,
    emergency: emergency.head,
    ...(care ? { care } : {}),
    thresholds: {
      emergency: view.getFloat32(12, true),
      sameDay: view.getFloat32(16, true),
      care: view.getFloat32(20, true),
    },
  };
}
