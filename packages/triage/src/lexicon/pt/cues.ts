// The Portuguese cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:oculos|protecao|protetor|viseira|capacete|cinto|luvas|mascara)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: ['nao', 'sem', 'nega', 'nenhum\\w*', 'nem', 'nunca'],
  // "febre não, tosse sim": a post-posed não closes its clause
  post: ['nao(?=\\s*(?:[,.;!?]|$))'],
  // "não sei" and "não para" as words of their own: "não parece azul" (does not look blue) denies
  pseudo: [
    // "can't stop vomiting" says the finding goes on; it denies nothing
    'não (?:paro|para|param|paramos|consigo parar|consegue parar|pode parar|deixo|deixa|deixam|parei|parou) de',
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:sem|nao (?:usava|estava usando|estava de|estava com|tinha|levava|pus|coloquei|colocou|pos)) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    'nao (?:consigo|consegue|posso|pode|melhora|ajuda|passa|sei(?![\\p{L}])|para(?![\\p{L}]))',
    'não (?:fala|falam|se comunica|sabe falar|consegue falar|diz|sabe dizer|verbaliza|verbal)',
    'nao (?:aguento|aguenta|suporto|suporta)(?![\\p{L}])',
  ],
  breakers: ['mas', 'porem', 'exceto', 'eu', 'meu', 'minha', 'agora', 'porque'],
  // "passou" ends a finding ("a dor passou"), not when the pain went somewhere ("passou pras costas") or
  // time went by ("já passou uma hora")
  resolved: [
    'passou(?! (?:pra|para|pro|pros|pras|ao|aos|a|as|ate|pelo|pela|por|no|na|uma|um|meia|duas|dois|tres|\\d))',
    'desapareceu',
    // "já não aguento / já não consigo mais" is despair, not a finding that has gone
    'ja nao(?! (?:aguento|aguenta|suporto|suporta|consigo|consegue|quero|quer)(?![\\p{L}]))',
    'sumiu',
  ],
  hypothetical: ['tenho medo', 'preocupad\\w*', 'caso'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:morreu|morreram|faleceu|faleceram|falecido|falecida) (?:de|do|da|por|apos|com|depois)",
    "(?:historico|historia|antecedentes?) familiar\\w* (?:de|com|do|da)",
    "(?:sonhei|sonhou|sonhava|sonhando|sonhado) (?:que|q|com)",
    "(?:um |o |meu )?pesadelo (?:em que|onde|que|com)",
    "(?:no|num|em um|nesse|neste|no meu) (?:sonho|pesadelo)s?",
    "(?:num|no|numa|na|em um|em uma|nesse|nessa|neste|nesta) (?:filme|serie|novela|livro|romance|videogame|episodio|capitulo|documentario|video|desenho|historia|reportagem|noticia|jornal)",
    "(?:vi|assisti|li|vendo|assistindo|lendo|via) (?:um|uma|o|a|esse|essa|aquele|aquela) (?:filme|serie|novela|livro|documentario|video|reportagem|noticia|episodio) (?:em que|onde|sobre|que|com|de)",
    "(?:vi|ouvi|li|passou|deu) (?:no|na) (?:jornal|noticiario|televisao|tv|noticias|internet|youtube)",
    "o (?:que|q) (?:fazer|faco|devo fazer|se faz|tenho que fazer|eu faco|a gente faz|fazemos|deve ser feito) (?:se|quando|caso) (?:alguem|uma pessoa|a pessoa|a gente|as pessoas|um desconhecido)",
    "como (?:saber|reconhecer|ajudar|identificar|sei|se sabe|perceber|descobrir) (?:se |quando |que )?(?:alguem|uma pessoa|a pessoa|a gente|as pessoas|um desconhecido)",
    "(?<!como )(?:se|caso|quando) (?:alguem|uma pessoa)(?=[^.!\\n]{0,100}(?:\\?|o que fazer|o que faco|o que eu faco|como))",
    "para (?:o meu|a minha|meu|minha|um|uma|o|a|os meus) (?:\\w+ ){0,2}(?:curso|aula|prova|exame|tcc|projeto|dever|licao|treinamento|formacao|seminario)",
  ],
  otherAfter: [
    "(?:e de familia|(?:comum|comuns|frequentes?|historico|casos|hereditari\\w*) (?:na|da) (?:minha |nossa )?familia)",
    "do lado (?:da minha mae|do meu pai|materno|paterno)",
    "(?:no|num|em um|nesse|neste|no meu) (?:sonho|pesadelo)s?",
    "(?:num|no|numa|na|em um|em uma|nesse|nessa|neste|nesta) (?:filme|serie|novela|livro|romance|videogame|episodio|capitulo|documentario|video|desenho|historia)",
    "(?:no|na) (?:jornal|noticiario|televisao|tv|noticias)",
    "(?:pergunto|pergunta|e|estou perguntando) (?:\\w+ )?para (?:o meu|a minha|meu|minha|um|uma|o|a) (?:\\w+ ){0,2}(?:curso|aula|prova|exame|tcc|projeto|treinamento|formacao)",
  ],
  otherEnd: [
    "agora",
    "mas",
    "de repente",
    "derrepente",
    "do nada",
    "porem",
    "desde",
    "hoje",
    "ainda",
    "acordei",
    "acordar",
    "acordo",
    "na vida real",
    "de verdade",
    "e eu",
    "e estou",
    "estou",
    "to",
    "tou",
    "tenho",
    "meu",
    "minha",
    "meus",
    "minhas",
    "ajuda",
    "socorro",
    "por favor",
    "nesse momento",
    "neste momento",
    "atualmente",
  ],
  answerers: [
    "(?:o |a |meu |minha )?(?:medic[oa]|doutor\\w*|pediatra|parteira|enfermeir[oa]|obstetra|ginecologista|posto|posto de saude|centro de saude|clinica|hospital|maternidade|ninguem|telefone|numero|celular|telemovel|samu|112|192|linha|farmacia|consultorio|ubs|upa)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    // the state after an earlier event ("acamada depois de um AVC", "desde o enfarte")
    '(?:depois de|desde) (?:um|uma|o|a|seu|sua) (?:\\w+ )?(?:avc|derrame|enfarte|infarto)',
    'no ano passado',
    'ano passado',
    'há anos',
    'há muitos anos',
    'há (?:\\d+|um|alguns|vários|muitos|dois|três) anos?',
    '(?:\\d+|alguns|vários|muitos) anos atrás',
    'quando (?:eu )?era (?:criança|pequeno|pequena|jovem)',
    'em (?:19|20)\\d\\d',
  ],
  ongoing: [
    'desde (?:ontem|hoje|esta|a noite)',
    'ainda',
    'de novo',
    'novamente',
    'voltou',
    'começou',
    'hoje',
    'agora',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    // "tenho dor nas costas há 3 anos", "há 3 anos que sinto": a present tense with "há" is how long it
    // has lasted, not when it happened
    '(?<=(?:tenho|tem|sinto|sente|estou|esta|to|sofro|sofre|me doi|doi)\\b[^.;!?\\n]{0,40})há (?:\\d+|um|alguns|vários|muitos|dois|três) anos?',
    '(?:há|faz) (?:\\d+|um|alguns|vários|muitos|dois|três) anos? que (?:tenho|tem|sinto|sente|estou|esta|sofro|sofre|me doi|doi)',
    'desde(?= \\S)(?! (?:um|uma|o|a|seu|sua|meu|minha) (?:\\w+ )?(?:avc|derrame|enfarte|infarto))',
    '(?:pra|para) ca',
    '(?:durante|ao longo d)(?:o| o) (?:ultimo ano|ano passado)',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '(?<!desde a )(?:na )?semana passada',
    '(?<!desde o )(?:no )?mês passado',
    'há (?:\\w+ )?(?:semanas?|mês|meses)',
    '(?:semanas?|mês|meses) atrás',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'como (?:sempre|de costume|todas as noites)',
    'sempre',
    '(?:todas as|toda) (?:noites?|tardes?)',
    'à noite',
    'há (?:anos|meses)',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'pior',
    'mais confus\\w*',
    'de repente',
    'subitamente',
    'hoje',
    'desde ontem',
    '(?<!nada de )novo',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['normalmente(?!\\s*(?:$|[,.;:!?)]|(?:e|de novo|agora|também)(?![\\p{L}])))', 'geralmente', '(?:costumo|costuma|costumam|costumava)', 'em geral', 'habitualmente', 'de costume'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['mas', 'porém', 'contudo', 'agora', 'hoje', 'desta vez', 'dessa vez'],
  settled: [
    'desde (?:entao|ai|aquela altura|esse dia|aquele dia) (?:(?:estou|me sinto|esta tudo|ta tudo|fiquei|tudo|ando) )?(?:bem|otimo|melhor|nada|normal|sem problemas)',
    '(?:bem|otimo|melhor|nada|sem problemas) desde',
'agora (?:(?:estou|me sinto|está tudo) )?(?:bem|ótimo|melhor)', '(?:bem|melhor) agora'],
};

export const WORRY_CUES =
  '(?:preocupad|medo|assustad|urgente|emergencia|socorro|ajuda|cada vez pior|muito mal|horrivel|terrivel)';

export const ADMIN_CUES =
  '(?:inscrev|regist|marcar consulta|consulta marcada|horario|atestado|fatura|obrigad)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['pulso', 'frequencia cardiaca', 'batimentos', 'batimento cardiaco'],
  pulseUnits: ['batimentos', 'bpm'],
  breathing: ['frequencia respiratoria', 'respiracoes por minuto'],
  breathingUnits: ['respiracoes', 'incursoes'],
  breathsInAMinute: ['respir\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:vezes |respiracoes )?(?:por|ao|a cada|em um) minuto'],
  saturation: ['saturacao', 'saturando', 'satura', 'oximetro', 'oxigenio no sangue', 'nivel de oxigenio', 'oxigenacao', 'oxigenio'],
  degrees: ['graus?'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:fralda|mamadeira|mamar|leite|amament)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:acordad)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:parteira|obstetra|barrigão|data prevista|chut|bebê (?:não )?mex|movimentos do bebê|contrações|ginecologista)';
