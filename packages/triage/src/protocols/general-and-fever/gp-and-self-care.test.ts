import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { present, urgency } from '../../../test/support/protocol.ts';

/**
 * The general-and-fever protocol: GP thresholds for quiet but important complaints, and self-care
 * for common minor ones. Every message is written for this test (not taken from a blind set); each
 * mechanism has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('unexplained weight loss in lay words → GP (NICE NG12)', () => {
  it.each<Case>([
    ['my clothes are hanging off me, I have lost nearly two stone since Christmas without dieting', 'en'],
    ["j'ai perdu 6 kilos en deux mois sans régime", 'fr'],
    ['schudłam 5 kilo w dwa miesiące i nie wiem dlaczego', 'pl'],
    ['两个月体重掉了6公斤，也没减肥', 'zh'],
    ['두 달 사이에 살이 많이 빠졌어요. 이유를 모르겠어요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('weight_loss')).toBe(true);
    expect(urgency(text, lang)).toBe(4);
  });
  it.each<Case>([
    ['estou emagrecendo sem motivo, perdi 8 quilos', 'pt'],
    ['estoy adelgazando sin motivo', 'es'],
    ['bina diet ke 2 mahine mein 6 kilo wajan ghat gaya', 'hi'],
  ])('with "without a reason" words, which are not a negation of the loss — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: weight gain is not weight loss', () => {
    expect(present('I put on a stone over Christmas').has('weight_loss')).toBe(false);
  });
});
describe('medication questions from a well patient → GP medication review', () => {
  it.each<Case>([
    ["I feel fine, I'd like to ask if I can come off my statins", 'en'],
    ['Czy mogę odstawić leki na ciśnienie? Czuję się dobrze', 'pl'],
    ['¿Puedo dejar de tomar las pastillas de la tensión? Me encuentro bien', 'es'],
    ['血压药能不能停？我现在感觉很好', 'zh'],
    ['薬をやめてもいいですか？体調はいいです', 'ja'],
    ['혈압약을 끊어도 될까요?', 'ko'],
    ['هل يمكنني أن أوقف دواء الضغط؟ أنا بخير', 'ar'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: asking whether paracetamol is fine for a cold stays self-care', () => {
    expect(urgency('I have a cold with a runny nose, can I take paracetamol?')).toBe(5);
  });
});
describe('self-care complaints recognised in every language (NHS pharmacy first)', () => {
  it.each<Case>([
    ['my 6 year old has threadworms, itchy bottom at night', 'en'],
    ['Unser Sohn hat Madenwürmer', 'de'],
    ['我女儿好像有蛲虫，晚上屁股痒', 'zh'],
    ['tenho muita caspa no cabelo', 'pt'],
    ['j’ai des pellicules et le cuir chevelu qui gratte', 'fr'],
    ['у меня перхоть', 'ru'],
    ['गर्मी में बच्चे को घमौरी हो गई है', 'hi'],
    ['子供にあせもができました', 'ja'],
    ['ho la sudamina sul collo per il caldo', 'it'],
    ['у меня икота уже час', 'ru'],
    ['عندي زغطة من نص ساعة', 'ar'],
    ['口腔溃疡三天了，吃东西有点疼', 'zh'],
    ['口内炎ができて痛いです', 'ja'],
    ['tengo una llaga en la boca desde hace dos días', 'es'],
    ['ağzımda aft çıktı', 'tr'],
    ['nezle oldum, burnum akıyor', 'tr'],
    ['mujhe zukam ho gaya hai, naak beh rahi hai', 'hi'],
    ['عندي زكام ورشح من أمس', 'ar'],
    ['코감기에 걸렸어요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: threadworms in an 18-month-old need a GP', () => {
    expect(urgency('my 18 month old has threadworms')).toBe(4);
  });
  it('look-alike: hiccups for three days need a GP', () => {
    expect(urgency('I have had hiccups for 3 days')).toBe(4);
  });
  it('look-alike: a mouth ulcer for four weeks needs a GP', () => {
    expect(urgency('mouth ulcer that has been there for 4 weeks')).toBe(4);
  });
  it('look-alike: a rash with fever and headache stays an emergency', () => {
    expect(urgency('heat rash on my neck but also a high fever and a bad headache')).toBeLessThanOrEqual(2);
  });
});
describe('more self-care complaints: warts, cold sores, leg cramps, earwax, muscle soreness, wind (NHS)', () => {
  it.each<Case>([
    ['I have a painful verruca on the sole of my foot', 'en'],
    ['tengo una verruga en el dedo', 'es'],
    ['у меня бородавка на пальце', 'ru'],
    ['cold sore on my lip again, tingling first', 'en'],
    ['ich habe wieder Lippenherpes', 'de'],
    ['dudağımda uçuk çıktı', 'tr'],
    ['I get painful cramps in my calves at night', 'en'],
    ['nachts bekomme ich Wadenkrämpfe', 'de'],
    ['夜里小腿抽筋', 'zh'],
    ['tengo el oído tapado por la cera', 'es'],
    ['耳垢が詰まった感じがします', 'ja'],
    ['мышцы болят после тренировки', 'ru'],
    ['j’ai des courbatures après le sport', 'fr'],
    ['mam wzdęcia i gazy po jedzeniu', 'pl'],
    ['最近老是胀气，吃完饭更明显', 'zh'],
    ['kal gym ke baad se body mein dard hai', 'hi'],
    ['ayağımda mantar var, kaşınıyor', 'tr'],
    ['у меня грибок между пальцами ног', 'ru'],
    ['my baby has nappy rash but is feeding well', 'en'],
    ['mein Baby hat einen wunden Po von der Windel', 'de'],
    ['bebeğimde pişik var', 'tr'],
    ['宝宝红屁股了', 'zh'],
    ['tennis elbow from painting the fence, hurts when I grip', 'en'],
    ['ho il gomito del tennista da qualche giorno', 'it'],
    ['テニス肘で肘の外側が少し痛いです', 'ja'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: a cramp-like calf pain with a swollen calf after surgery stays DVT', () => {
    expect(
      urgency('cramp in my calf and the calf is swollen, I had knee surgery 2 weeks ago'),
    ).toBeLessThanOrEqual(2);
  });
  it('look-alike: a wart that bleeds needs a GP', () => {
    expect(urgency('the wart on my hand keeps bleeding')).toBe(4);
  });
  it.each<Case>([
    ['my 4 year old has chickenpox, itchy spots, eating and drinking fine', 'en'],
    ['mi hija tiene varicela, está bien', 'es'],
    ['子供が水ぼうそうになりました', 'ja'],
    ['у сына ветрянка, температура небольшая, играет', 'ru'],
  ])('chickenpox in a well child: self-care — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: chickenpox in pregnancy needs same-day advice', () => {
    expect(urgency("I'm 20 weeks pregnant and I think I have chickenpox")).toBeLessThanOrEqual(3);
  });
  it('look-alike: wanting to come off antidepressants is a GP review, not self-care', () => {
    expect(urgency("I want to come off my antidepressants, I've been feeling much better")).toBe(4);
  });
  it('look-alike: a cold sore in a 6 month old baby needs a GP', () => {
    expect(urgency('my 6 month old baby has a cold sore on her lip')).toBe(4);
  });
  it('look-alike: chest pain after the gym is not muscle soreness', () => {
    expect(urgency('crushing chest pain and sweating after the gym')).toBe(1);
  });
});
describe('self-care conditions never outrank a systemic illness (ESI, NICE NG51 / NG143)', () => {
  it('nappy rash with a high fever and drowsiness keeps the sepsis reading', () => {
    expect(
      urgency('Mein Baby hat Windelausschlag und Fieber über 39 und ist sehr schläfrig', 'de'),
    ).toBeLessThanOrEqual(2);
  });
  it('teething with a high fever is not self-care (teething does not cause a fever)', () => {
    expect(urgency('my baby is teething and has a very high fever')).toBeLessThanOrEqual(4);
  });
  it('chickenpox with breathing difficulty is an emergency', () => {
    expect(urgency("my son has chickenpox and now he's very drowsy and struggling to breathe")).toBe(1);
  });
  it('memory loss with fever and new confusion keeps the emergency reading', () => {
    expect(
      urgency('Dad has been forgetful for months but today he has a fever and is confused'),
    ).toBeLessThanOrEqual(2);
  });
});
describe('context concepts offered to the engine for a known-reflux / simple-faint exception', () => {
  it.each<Case>([
    ['the burning comes on when I climb stairs', 'en'],
    ['brennt bei Belastung', 'de'],
    ['me arde al subir escaleras', 'es'],
    ['爬楼梯的时候胸口烧', 'zh'],
  ])('exertion is recognised — %s (%s)', (text, lang) => {
    expect(present(text, lang).has('exertional')).toBe(true);
  });
  it.each<Case>([
    ['I fainted at my blood test and came round straight away', 'en'],
    ['zemdlałam przy pobraniu krwi, od razu się ocknęłam', 'pl'],
  ])('a typical trigger and a full recovery are recognised — %s (%s)', (text, lang) => {
    const p = present(text, lang);
    expect(p.has('faint_trigger')).toBe(true);
    expect(p.has('full_recovery')).toBe(true);
  });
});
describe('more GP thresholds: bowel habit (NICE NG12), hoarseness (NICE CKS), LUTS (NICE CG97), erectile dysfunction', () => {
  it.each<Case>([
    ["I'm 62 and my bowel habit has changed, looser stools for 6 weeks", 'en'],
    ["mon transit a changé depuis 2 mois, j'ai 64 ans", 'fr'],
    ['ich bin seit 5 Wochen heiser und rauche', 'de'],
    ['夜中に何度もトイレに起きて、尿の勢いが弱いです。65歳です', 'ja'],
    ["I'm 58, getting up three times a night to pee and the flow is weak", 'en'],
    ['tengo disfunción eréctil desde hace meses', 'es'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: a voice lost after a concert is self-care', () => {
    expect(urgency('I lost my voice after shouting at the concert, otherwise fine')).toBe(5);
  });
});
