import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Cauda equina in everyday words (NICE CKS sciatica; GIRFT national suspected cauda equina
 * pathway): saddle numbness said the way people say it ("numb between my legs", "where I sit",
 * "can't feel the toilet paper", "taub im Schritt", "engourdi entre les jambes") and new difficulty
 * passing urine ("have to push to pee", "only a trickle", "Mühe beim Wasserlassen", "трудно
 * помочиться") with back pain or sciatica → urgency 2. Written for this file; none comes from an
 * evaluation set. The red-flag floor decides (statistical safety net off).
 */
type Case = readonly [Language, string];
const CAUDA = ['cauda_equina', 'cauda_equina_lay', 'retention_back_pain', 'cauda_equina_bladder'];

const SADDLE: readonly Case[] = [
  ['en', "back pain and it feels numb where I sit, like after a dentist's injection"],
  ['en', "sciatica down both legs and I can't feel the toilet paper"],
  ['is', 'slæmur í bakinu og dofinn á milli fótanna'],
  ['pl', 'boli mnie kręgosłup i mam zdrętwiałe krocze'],
  ['es', 'me duele la espalda y tengo dormida la zona entre las piernas'],
  ['fr', 'mal au dos et je suis engourdi entre les jambes'],
  ['de', 'Rückenschmerzen und taub im Schritt'],
  ['de', 'Rückenschmerzen und es fühlt sich an wie eine Reithose, alles taub'],
  ['it', 'mal di schiena e addormentato tra le gambe'],
  ['pt', 'dor nas costas e dormência entre as pernas'],
  ['tr', 'belim ağrıyor ve bacak aramda uyuşukluk var'],
  ['ar', 'ظهري يوجعني وفي تنميل بين رجلي'],
  ['hi', 'kamar dard hai aur tango ke beech sunn pan hai'],
  ['zh', '腰痛，两腿之间发麻'],
  ['ko', '허리가 아프고 다리 사이가 저려요'],
];

const BLADDER: readonly Case[] = [
  ['en', 'my back went and now I have to push to pee, only a trickle comes out'],
  ['is', 'bakverkur og á erfitt með að pissa, bara dropar'],
  ['pl', 'ból pleców i muszę się wysilać żeby się wysikać'],
  ['es', 'dolor de espalda fuerte y dificultad para orinar'],
  ['fr', 'mal au dos et du mal à uriner depuis hier'],
  ['de', 'starke Rückenschmerzen und Mühe beim Wasserlassen'],
  ['it', 'mal di schiena forte e fatica a fare pipì'],
  ['pt', 'dor nas costas e dificuldade para urinar, só sai um pouquinho'],
  ['ru', 'сильно болит поясница и трудно помочиться'],
  ['tr', 'belim ağrıyor, idrar yapmakta zorlanıyorum'],
  ['ar', 'ألم في الظهر وصعوبة في التبول'],
  ['hi', 'कमर में दर्द है और पेशाब करने में दिक्कत हो रही है'],
  ['hi', 'kamar mein dard aur peshab karne mein dikkat'],
  ['ja', '腰痛がひどくて、おしっこが出にくいです'],
  ['ko', '허리가 너무 아프고 소변 보기가 힘들어요'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'numb leg with my sciatica, peeing normally'],
  ['en', 'it burns when I wee and I have trouble peeing, a bit of lower back ache'],
  ['en', 'old man, weak stream and getting up at night to pee, no back pain'],
  ['en', 'my back hurts after gardening, no numbness, peeing fine'],
  ['en', 'my bum feels numb after a long bike ride'],
  ['es', 'tengo infeccion de orina, me arde al orinar y me cuesta orinar, me duele un poco la espalda'],
  ['ko', '소변이 잘 안 나와요'],
  ['de', 'Ischias im linken Bein, das Bein kribbelt, Wasserlassen ganz normal'],
];

describe('saddle numbness in everyday words with back pain or sciatica → 2', () => {
  it.each(SADDLE)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(flags(text).some((id) => CAUDA.includes(id))).toBe(true);
  });
});

describe('difficulty passing urine with back pain → 2', () => {
  it.each(BLADDER)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(flags(text).some((id) => CAUDA.includes(id))).toBe(true);
  });
});

describe('sciatica alone, a urinary infection, prostate symptoms, a numb bottom after cycling: not cauda equina', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
    expect(flags(text).some((id) => CAUDA.includes(id))).toBe(false);
  });
});
