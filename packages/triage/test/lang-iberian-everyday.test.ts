import { describe, it } from 'vitest';
import { expectNotRead, expectRead, expectUrgency } from './support/everyday.ts';

/**
 * Spanish and Portuguese as people write them in chat (Mexican, Rioplatense, Caribbean, Peninsular;
 * Brazilian and European Portuguese; no accents, "q", "mt", "tô"): the everyday forms the engine
 * misread — a stroke's "se le tuerce la boca" and "se le durmió medio cuerpo", a chest "puntada" that
 * "baja por el brazo", bleeding that "no se detiene" / "não estanca", a fit "e não para", "quiero
 * desaparecer y acabar con todo", "dormir e nunca mais acordar", saddle numbness "entre las piernas",
 * and "no aguanto más" read as despair rather than a denial. Each is held with its look-alikes.
 */
type Row = readonly ['es' | 'pt', string];

describe('Iberian everyday emergencies (NHS 111 / NICE: call 999 or go to A&E)', () => {
  it('a face that twists, half the body gone numb, speech nobody understands: stroke, 1 (NICE NG128, FAST)', () => {
    const rows: Row[] = [
      ['es', 'a mi vieja se le tuerce la boca y no levanta el brazo'],
      ['es', 'a mi abuelo se le torcio la cara de repente'],
      ['es', 'mi papá no le entiendo lo q habla, se le durmio medio cuerpo'],
      ['es', 'a mi tía se le durmió medio cuerpo de golpe'],
      ['es', 'mi mama no mueve la mano derecha y no se le entiende cuando habla'],
      ['pt', 'minha vó tá com a boca torta e não mexe o braço, fala enrolada'],
      ['pt', 'minha mãe ficou com metade do corpo dormente do nada e a fala embolada'],
    ];
    expectUrgency(rows, 1, 1);
    expectRead('face_droop', [rows[0]!, rows[1]!]);
    expectRead('one_sided_weakness', [rows[2]!, rows[3]!]);
  });

  it('a chest "puntada" running down the arm with sweating: suspected heart attack, 1 (NICE CG95)', () => {
    expectUrgency(
      [
        ['es', 'che me agarro una puntada en el pecho re fuerte q me baja por el brazo, estoy transpirando'],
        ['es', 'tengo una puntada en el pecho que se me va al brazo izquierdo y sudor frio'],
        ['pt', 'to com uma dor no peito q aperta e vai pro braço esquerdo, suando frio'],
      ],
      1,
      1,
    );
    expectRead('radiation', [['es', 'dolor de pecho que me baja por el brazo']]);
    expectRead('sweating', [['es', 'estoy transpirando mucho']]);
  });

  it('breathless "que ni puedo hablar": severe breathlessness, 1 (NHS 111)', () => {
    expectUrgency(
      [
        ['pt', 'tô com falta de ar q nem consigo falar'],
        ['pt', 'to sem ar que nao consigo falar'],
        ['es', 'me falta el aire q ni puedo hablar'],
      ],
      1,
      1,
    );
  });

  it('a fit "y no para", "se debatendo e babando", fainted "e não volta": 1–2 (NICE CG137, NG217)', () => {
    expectUrgency(
      [
        ['es', 'mi hijo esta convulsionando desde hace 6 minutos y no para'],
        ['pt', 'meu filho ta convulsionando faz 5 minutos e nao para'],
        ['pt', 'minha mãe desmaiou e não volta'],
        ['es', 'mi abuela se desmayo y no reacciona'],
      ],
      1,
      1,
    );
    expectUrgency([['pt', 'minha irmã teve um ataque, ficou se debatendo e babando, primeira vez']], 1, 2);
    expectRead('seizure_prolonged', [
      ['es', 'mi hijo esta convulsionando desde hace 6 minutos y no para'],
      ['pt', 'meu filho ta convulsionando faz 5 minutos e nao para'],
    ]);
  });

  it('bleeding that will not stop ("no se detiene", "não estanca", "sangra mt"): 1–2 (NHS 111)', () => {
    const rows: Row[] = [
      ['es', 'se corto la pierna con vidrio y sangra un monton, no se detiene con presion'],
      ['es', 'me corte el dedo y no puedo parar la sangre'],
      ['pt', 'meu filho cortou o pé num vidro e sangra mt, nao estanca'],
      ['pt', 'cortei a mão e não consigo estancar'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('heavy_bleeding', rows);
  });

  it('wanting to disappear, to end it all, to sleep and never wake: suicidal thoughts, 1–2 (NICE NG225)', () => {
    const rows: Row[] = [
      ['es', 'no aguanto mas, quiero desaparecer y acabar con todo'],
      ['es', 'ya no puedo, quisiera dormirme y no despertar'],
      ['es', 'me quiero matar, ya no aguanto'],
      ['pt', 'to pensando em acabar com tudo, n aguento mais'],
      ['pt', 'queria dormir e nunca mais acordar'],
      ['pt', 'nao aguento mais, quero sumir pra sempre'],
      ['pt', 'minha irmã tomou um monte de comprimido pra se matar'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('suicidal', rows);
  });

  it('back pain with numbness "entre las piernas" or wetting without noticing: cauda equina, 1–2 (NICE CKS)', () => {
    const rows: Row[] = [
      ['es', 'tengo dolor de espalda y no siento la zona de entre las piernas y no puedo orinar'],
      ['es', 'me duele la espalda y se me escapa el pis sin darme cuenta, las piernas dormidas'],
      ['es', 'dolor de espalda fuerte y me orino encima sin darme cuenta'],
      ['pt', 'dor nas costas e escapa o xixi sem eu perceber'],
      ['pt', 'dor lombar forte e não sinto nada entre as pernas'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('saddle_numbness', rows);
  });
});

describe('Iberian everyday emergencies, second round', () => {
  it('"el peor de mi vida", "a pior da minha vida", a head that "explodiu do nada": thunderclap headache, 1–2 (NICE CKS)', () => {
    const rows: Row[] = [
      ['es', 'vos sabes si es grave? me agarro un dolor de cabeza re fuerte de golpe, el peor de mi vida'],
      ['es', 'tengo un dolor de cabeza horrible, el peor de mi vida'],
      ['pt', 'deu uma dor de cabeça do nada, a pior da minha vida'],
      ['pt', 'minha cabeça explodiu de dor do nada e vomitei'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('thunderclap_headache', rows);
  });

  it('"se cortó las venas", "cortou os pulsos": self-harm with suicidal intent, 1–2 (NICE NG225)', () => {
    const rows: Row[] = [
      ['es', 'mi hija se corto las venas'],
      ['es', 'mi novio dice q se va a cortar las venas, ya se corto las venas una vez'],
      ['pt', 'meu irmão se cortou os pulsos'],
      ['pt', 'ela falou que vai cortar os pulsos'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('suicidal', rows);
  });

  it('"costelinhas afundando", "se le hunden las costillitas": chest recession in a baby, 1–2 (NICE NG143)', () => {
    const rows: Row[] = [
      ['pt', 'meu bebe ta com a respiração puxada e as costelinhas afundando'],
      ['es', 'a mi bebe se le hunden las costillitas cuando respira'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('chest_recession', rows);
  });

  it('"caca preta como borra de café", "popó negro como chapopote": black stools, 2 (NICE CG141)', () => {
    const rows: Row[] = [
      ['pt', 'caca preta como borra de cafe desde ontem'],
      ['pt', 'meu cocô tá preto desde ontem e to tonto'],
      ['es', 'hago popo negra como chapopote desde ayer'],
      ['es', 'tengo la caca negra y me siento mareado'],
    ];
    expectUrgency(rows, 1, 2);
    expectRead('black_stool', rows);
  });

  it('a racing heart "muy rápido" with a faint: palpitations with syncope, 1–2 (NICE CG109)', () => {
    expectUrgency([['es', 'me siento el corazon muy rapido y me desmaye']], 1, 2);
    expectRead('palpitations', [
      ['es', 'me late el corazon muy rapido'],
      ['es', 'tengo el corazon re acelerado'],
    ]);
  });

  it('"ya no aguanto" after a wish to die is despair, not a finding that has gone', () => {
    const rows: Row[] = [
      ['es', 'me quiero matar, ya no aguanto'],
      ['pt', 'quero me matar, já não aguento mais'],
    ];
    expectRead('suicidal', rows);
    expectUrgency(rows, 1, 2);
    expectNotRead('chest_pain', [
      ['es', 'me dolia el pecho pero ya no'],
      ['pt', 'tive dor no peito mas já não'],
    ]);
  });
});

describe('Iberian everyday emergencies, third round (Mexican, European Portuguese, Brazilian slang)', () => {
  it('"se le chueco la boca", "a boca ao lado", "a falar arrastado": stroke, 1 (NICE NG128)', () => {
    expectUrgency(
      [
        ['es', 'mi tio se puso bien raro, se le chueco la boca y babea de un lado'],
        ['pt', 'a minha mãe está com a boca ao lado e a falar arrastado'],
      ],
      1,
      1,
    );
    expectRead('slurred_speech', [['pt', 'o meu avô está a falar enrolado']]);
  });

  it('chest pain "está a suar", "tipo rasgando" to the back: 1 (NICE CG95; aortic dissection)', () => {
    expectUrgency(
      [
        ['pt', 'o meu marido está com uma dor no peito muito forte e está a suar'],
        ['pt', 'dor no peito q vai pras costas, tipo rasgando'],
      ],
      1,
      1,
    );
  });

  it('a baby who "se pone moradito", a wish to "irme de este mundo", "um monte de rivotril": 1–2', () => {
    expectUrgency([['es', 'mi bebe no respira bien, se pone moradito al llorar']], 1, 1);
    expectUrgency(
      [
        ['es', 'me quiero ir de este mundo'],
        ['pt', 'queria ir embora deste mundo'],
        ['pt', 'ele tomou um monte de rivotril e ta mt sonolento'],
        ['es', 'se tomo un monton de clonazepam'],
      ],
      1,
      2,
    );
  });

  it('contractions "de 3 em 3 minutos" with waters gone, a leg "toda com bolhas": 2 (NICE NG235; NHS burns)', () => {
    expectUrgency(
      [
        ['pt', 'estou com contrações de 3 em 3 minutos e a bolsa rompeu'],
        ['pt', 'me queimei com álcool, a perna toda com bolhas'],
        ['es', 'me queme con aceite, tengo la pierna toda con ampollas'],
      ],
      1,
      2,
    );
  });
});

describe('Iberian look-alikes that must not be raised', () => {
  it('figures of speech: "matarme estudiando", "acabar con todo el trabajo", "desaparecer de las redes"', () => {
    const rows: Row[] = [
      ['es', 'quiero acabar con todo el trabajo antes del viernes'],
      ['es', 'quiero desaparecer de las redes un tiempo'],
      ['es', 'me voy a matar estudiando para el examen jaja'],
      ['pt', 'vou me matar de tanto estudar kkk'],
      ['pt', 'quero acabar com tudo isso de trabalho logo'],
    ];
    expectNotRead('suicidal', rows);
    expectUrgency(rows, 3, 5);
  });

  it('an arm or ankle without a side or a face; sweat from the heat; a little bleeding that stopped', () => {
    expectUrgency(
      [
        ['es', 'se cayo jugando y no levanta el brazo por el dolor'],
        ['es', 'a mi abuela se le tuerce el tobillo facil'],
        ['es', 'estoy transpirando mucho por el calor, nada mas'],
        ['pt', 'to suando muito por causa do calor'],
        ['es', 'me sangro la nariz un poco pero ya se paro'],
        ['pt', 'sangrou um pouco mas ja parou'],
        ['es', 'me duele la espalda y a veces se me escapa el pis al toser'],
      ],
      3,
      5,
    );
    expectNotRead('one_sided_weakness', [['es', 'mi hijo se cayo del columpio y no mueve el brazo, lo tiene hinchado']]);
    expectNotRead('saddle_numbness', [['es', 'me duele la espalda y a veces se me escapa el pis al toser']]);
  });

  it('a headache that is not the worst ever, a finger cut in the kitchen', () => {
    expectNotRead('thunderclap_headache', [
      ['pt', 'dor de cabeça leve, nada de mais, tomei dipirona'],
      ['es', 'me duele un poco la cabeza desde la tarde'],
    ]);
    expectNotRead('suicidal', [
      ['es', 'me corte el dedo pelando papas'],
      ['pt', 'cortei o dedo na faca da cozinha'],
    ]);
  });

  it('"se puso morado de tanto comer", the usual Rivotril, Braxton Hicks, sweat at the gym, "ao lado do nariz"', () => {
    const rows: Row[] = [
      ['es', 'mi hijo se puso morado de tanto comer dulces en la fiesta'],
      ['es', 'se puso morado de risa con el payaso'],
      ['pt', 'ela toma o rivotril de sempre pra dormir, só isso'],
      ['pt', 'to com contrações de treinamento de vez em quando, 30 semanas, sem dor'],
      ['pt', 'estou a suar por causa do ginásio'],
      ['pt', 'a boca ao lado do nariz ta com uma afta'],
      ['es', 'tengo la pierna toda llena de picaduras de mosquito'],
    ];
    expectUrgency(rows, 3, 5);
    expectNotRead('cyanosis', [rows[0]!, rows[1]!]);
    expectNotRead('face_droop', [rows[5]!]);
  });

  it('"tengo 2 faltas", "a menstruação atrasou" are a late period; "sangrando por abajo" vaginal bleeding, not below the eye', () => {
    expectRead('late_period', [
      ['es', 'estoy sangrando por abajo y tengo 2 faltas'],
      ['pt', 'minha menstruação atrasou e to com dor forte de um lado e tontura'],
    ]);
    expectRead('vaginal_bleeding', [['es', 'estoy sangrando por abajo y tengo 2 faltas']]);
    expectNotRead('vaginal_bleeding', [['es', 'tengo sangrado por abajo del ojo']]);
  });

  it('"no aguanto más" does not deny what follows, and a plain denial still does', () => {
    expectRead('headache', [['es', 'no aguanto mas el dolor de cabeza']]);
    expectNotRead('fever', [
      ['es', 'no aguanto mas el dolor de cabeza, no tengo fiebre'],
      ['pt', 'nao aguento mais essa dor de cabeça, sem febre'],
    ]);
  });

  it('self-care colds, sprains and heartburn with their denials stay at 4–5 (NICE CKS)', () => {
    expectUrgency(
      [
        ['es', 'tengo un resfriado, mocos y estornudos, sin fiebre'],
        ['es', 'me torci el tobillo jugando futbol, esta un poco hinchado pero puedo caminar'],
        ['es', 'tengo gripa, moqueo y dolor de garganta, no tengo fiebre ni me falta el aire'],
        ['pt', 'to resfriado, nariz escorrendo e espirrando, sem febre'],
        ['pt', 'torci o tornozelo, ta um pouco inchado mas consigo andar'],
        ['pt', 'tô gripado, nariz entupido, dor de garganta, sem febre e sem falta de ar'],
        ['pt', 'estou constipado, com o nariz entupido e espirros, nada de febre'],
      ],
      4,
      5,
    );
  });
});
