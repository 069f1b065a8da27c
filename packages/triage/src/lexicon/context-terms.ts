import type { ConceptDef } from './types.ts';

/**
 * Round 3: concepts that put a finding in context — a benign explanation, a stated plan in a later
 * turn, lay words for sepsis warning signs — and term additions to existing concepts.
 */
export const CONTEXT_TERM_CONCEPTS: ConceptDef[] = [
  {
    // NHS "black poo": iron tablets, bismuth (Pepto-Bismol), liquorice, blueberries and activated
    // charcoal darken stools; with no other feature of bleeding this is not a GI bleed.
    id: 'benign_dark_stool',
    label: 'iron, bismuth or food that darkens stools',
    terms: {
      en: ['iron (?:tablets?|pills?|supplements?|medicine|syrup)', '(?:taking|started|starting|on|prescribed) iron', 'ferrous', 'bismuth', 'pepto', 'liquorice', 'licorice', 'blueberr', 'activated charcoal', 'black pudding'],
      is: ['járntöflu', 'járntöflur', 'járnið', 'járn$', 'járni$', 'bismút', 'lakkrís', 'bláber', 'kolatöflu'],
      pl: ['żelaz', 'preparat\\w* żelaza', 'bizmut', 'lukrecj', 'jagod', 'borówk', 'węgiel aktywowany', 'węgla'],
      es: ['hierro', 'bismuto', 'regaliz', 'arándanos', 'carbón activado'],
      fr: ['comprimés de fer', 'du fer', 'bismuth', 'réglisse', 'myrtilles', 'charbon'],
      de: ['eisentablett', 'eisenpräparat', 'eisen$', 'wismut', 'lakritz', 'heidelbeer', 'kohletablett'],
      pt: ['ferro$', 'comprimidos de ferro', 'bismuto', 'alcaçuz', 'mirtilo', 'carvão ativado'],
      it: ['ferro$', 'compresse di ferro', 'bismuto', 'liquirizia', 'mirtilli', 'carbone vegetale'],
      ru: ['препараты железа', 'железо', 'висмут', 'де-нол', 'солодк', 'черник', 'активированный уголь'],
      tr: ['demir ilac', 'demir hap', 'bizmut', 'meyan', 'yaban mersini', 'aktif kömür'],
      ar: ['حبوب الحديد', 'الحديد', 'بزموت', 'عرق السوس', 'الفحم المنشط'],
      hi: ['आयरन', 'लोहे की गोली', 'बिस्मथ', 'मुलेठी'],
      zh: ['铁剂', '补铁', '铋剂', '甘草', '蓝莓', '活性炭'],
      ja: ['鉄剤', '鉄分', 'ビスマス', '甘草', 'ブルーベリー', '活性炭'],
      ko: ['철분제', '철분', '비스무트', '감초', '블루베리', '활성탄'],
    },
  },
  {
    // Acute torticollis: a stiff, painful neck on waking after sleeping awkwardly (NHS / NICE CKS neck pain)
    id: 'awkward_posture',
    label: 'after sleeping awkwardly / awkward position',
    terms: {
      en: ['slept (?:\\w+ )?(?:awkwardly|funny|funnily|wrong|badly|on it|in a (?:bad|weird|strange|awkward))', 'sleeping (?:\\w+ )?(?:awkwardly|funny|wrong|badly|in a (?:bad|weird|strange|awkward))', 'awkward(?:ly)? (?:position|angle|pillow)', 'after sleeping', 'woke up with (?:a |my )?(?:stiff|sore|painful)', 'new pillow', 'draught', 'draft'],
      is: ['eftir svefn', 'sofið illa', 'svaf illa', 'svaf skakkt', 'sofið skakkt', 'vaknaði með', 'nýjan kodda', 'trekk'],
      pl: ['po spaniu', 'po śnie', 'źle spał', 'źle przespan', 'przeleża', 'w złej pozycji', 'obudził\\w* się ze? (?:sztywn|bol)', 'przewiało', 'przewiał'],
      es: ['dormir mal', 'dormí mal', 'mala postura', 'me desperté con'],
      fr: ['mal dormi', 'mauvaise position', 'réveillé avec'],
      de: ['falsch gelegen', 'schlecht geschlafen', 'zugluft', 'aufgewacht mit'],
      pt: ['dormi mal', 'dormi de mau jeito', 'má postura', 'acordei com'],
      it: ['dormito male', 'posizione sbagliata', 'colpo d.aria', 'svegliato con'],
      ru: ['неудобно спал', 'неудобно спала', 'продуло', 'отлежал'],
      tr: ['yanlış yatmış', 'ters yatmış', 'kötü uyumuş'],
    },
  },
  {
    // A stated plan, method decided or intent (NICE NG225: ask about plans and means) — a red flag
    // only together with suicidal thoughts anywhere in the conversation.
    id: 'plan_stated',
    label: 'has a plan / intent',
    terms: {
      en: ['i have a plan', '(?:have|has|had|made|make|making|got|gotten) (?:a |the |some )?(?:plan|plans)\\b', 'planned (?:it|how|when|out)', 'know (?:exactly )?how (?:i|he|she) (?:would|will|.d|.ll|am going to|is going to) do it', 'decided (?:how|when|on a way)', 'intend to (?:do it|go through with it|kill|end)', 'going to (?:do it|go through with it)', 'worked out how'],
      is: ['ég er með áætlun', '(?:er|er ég) með (?:áætlun|plan)', '(?:hef|á) (?:áætlun|plan)', 'búin(?:n)? að (?:ákveða|plana|skipuleggja)', 'veit hvernig ég (?:myndi|ætla að) gera það', 'ætla að gera það'],
      pl: ['mam plan', 'zaplanowa', 'wiem,? jak (?:to )?zrob', 'postanowi\\w* jak', 'zamierzam to zrobić'],
      es: ['tengo un plan', 'lo tengo planeado', 'sé cómo lo haría'],
      fr: ["j'ai un plan", 'je sais comment je le ferais', "j'ai tout prévu"],
      de: ['ich habe einen plan', 'weiß,? wie ich es machen', 'geplant'],
      pt: ['tenho um plano', 'já planejei', 'sei como faria'],
      it: ['ho un piano', 'ho già pianificato', 'so come lo farei'],
      ru: ['у меня есть план', 'я всё спланировал', 'знаю, как это сделаю'],
      tr: ['planım var', 'plan yaptım', 'nasıl yapacağımı biliyorum'],
      ar: ['لدي خطة', 'عندي خطة', 'خططت'],
      hi: ['योजना है', 'योजना बना ली', 'प्लान है'],
      zh: ['我有计划', '已经计划好', '想好了怎么'],
      ja: ['計画がある', '計画を立て', '方法を決め'],
      ko: ['계획이 있', '계획을 세웠', '방법을 정했'],
    },
  },
  {
    // NICE NG51 high-risk criterion: mottled or ashen skin; UK Sepsis Trust "skin mottled or discoloured"
    id: 'mottled_skin',
    label: 'mottled, blotchy or ashen skin',
    terms: {
      en: ['mottled', 'blotchy', 'blotches', 'marbled', 'ashen', 'skin (?:\\w+ ){0,3}(?:grey|gray|discoloured|discolored|purple patches)'],
      is: ['flekkótt', 'flekkir á húð', 'marmara', 'öskugrá', 'húðin er (?:\\w+ ){0,2}(?:flekkótt|grá)'],
      pl: ['marmurkow', 'plamist\\w* skór', 'skóra w plamy', 'skóra (?:\\w+ ){0,2}(?:szara|w plamach|plamista)', 'poszarzał', 'ziemist'],
      es: ['piel moteada', 'piel jaspeada', 'manchas en la piel', 'piel grisácea'],
      fr: ['marbrures', 'peau marbrée', 'teint gris'],
      de: ['marmoriert', 'fleckige haut', 'aschfahl'],
      pt: ['pele manchada', 'pele marmorizada', 'pele acinzentada'],
      it: ['pelle marezzata', 'pelle a chiazze', 'pelle grigia'],
      ru: ['мраморная кожа', 'кожа пятнами', 'пятнистая кожа', 'серая кожа'],
      tr: ['alacalı cilt', 'ciltte lekeler', 'gri cilt'],
      ar: ['جلد مبقع', 'بقع على الجلد', 'جلد رمادي'],
      hi: ['त्वचा पर धब्बे', 'चितकबरी त्वचा'],
      zh: ['皮肤花斑', '皮肤发花', '皮肤青灰'],
      ja: ['まだら', '皮膚が灰色'],
      ko: ['얼룩덜룩', '피부가 잿빛'],
    },
  },
  {
    // UK Sepsis Trust lay warning sign: "it feels like you're going to die"
    id: 'impending_doom',
    label: 'feels like dying',
    terms: {
      en: ["feel(?:s|ing)? (?:\\w+ )?like (?:i'?m|i am|he'?s|he is|she'?s|she is) (?:going to |gonna |about to )?(?:die|dying)", "(?:i'?m|i am|he'?s|she'?s) going to die", 'sense of (?:impending )?doom', 'never felt (?:this|so) ill'],
      is: ['eins og ég sé að deyja', 'held að ég sé að deyja', 'ég er að deyja', 'mér líður eins og ég sé að deyja', 'aldrei verið svona veik'],
      pl: ['czuję,? że umieram', 'jakbym umiera', 'zaraz umrę', 'chyba umieram', 'nigdy nie czuł\\w* się tak źle'],
      es: ['siento que me muero', 'me voy a morir'],
      fr: ["j'ai l'impression de mourir", 'je vais mourir'],
      de: ['gefühl,? ich sterbe', 'ich sterbe gleich'],
      pt: ['sinto que vou morrer', 'vou morrer'],
      it: ['mi sento morire', 'sto per morire'],
      ru: ['кажется, я умираю', 'я умираю'],
      tr: ['ölecek gibi', 'ölüyorum'],
      ar: ['أشعر أنني سأموت', 'سأموت'],
      hi: ['लग रहा है मैं मर जाऊंगा', 'लग रहा है मैं मर जाऊंगी'],
      zh: ['感觉快死了', '要死了'],
      ja: ['死にそう'],
      ko: ['죽을 것 같'],
    },
  },
  {
    // A suspected infection (NICE NG51: sepsis is suspected in anyone with an infection and high-risk signs)
    id: 'infection',
    label: 'infection',
    terms: {
      en: ['infection', 'infected', 'sepsis', 'septic', 'cellulitis', 'pneumonia', 'kidney infection', 'uti$', 'flu$', 'the flu'],
      is: ['sýking', 'sýkt', 'sýkingu', 'blóðeitrun', 'lungnabólg', 'nýrnasýking', 'flensa', 'flensu'],
      pl: ['infekcj', 'zakażeni', 'sepsa', 'sepsy', 'posocznic', 'zapaleni\\w* płuc', 'grypa', 'grypę'],
      es: ['infección', 'sepsis', 'neumonía', 'gripe'],
      fr: ['infection', 'septicémie', 'pneumonie', 'grippe'],
      de: ['infektion', 'sepsis', 'blutvergiftung', 'lungenentzündung', 'grippe'],
      pt: ['infecção', 'sepse', 'pneumonia', 'gripe'],
      it: ['infezione', 'sepsi', 'polmonite', 'influenza'],
      ru: ['инфекц', 'сепсис', 'пневмони', 'грипп'],
      tr: ['enfeksiyon', 'sepsis', 'zatürre', 'grip'],
      ar: ['عدوى', 'إنتان', 'تعفن الدم', 'التهاب رئوي', 'إنفلونزا'],
      hi: ['संक्रमण', 'सेप्सिस', 'निमोनिया', 'फ्लू'],
      zh: ['感染', '败血症', '肺炎', '流感'],
      ja: ['感染', '敗血症', '肺炎', 'インフルエンザ'],
      ko: ['감염', '패혈증', '폐렴', '독감'],
    },
  },
  {
    // NHS 111 cuts: bleeding that keeps going after 10 minutes of firm pressure needs A&E
    id: 'bleeding_persistent',
    label: 'bleeding that keeps going',
    terms: {
      en: ['(?:still|keeps?|kept|been|continues|continuing) (?:\\w+ )?bleeding', 'bleeding (?:\\w+ ){0,2}(?:for|after|despite) (?:\\w+ ){0,3}(?:min|pressure)', "(?:won'?t|will not|doesn'?t|does not|can'?t|cannot|isn'?t|not) (?:\\w+ )?stop (?:the |it )?(?:bleeding|it)", 'pressure (?:\\w+ ){0,4}(?:still|keeps) bleed'],
      is: ['blæðir enn', 'blæðir ennþá', 'hefur blætt í', 'blætt í', 'hættir ekki að blæða', 'næ ekki að stöðva'],
      pl: ['nadal krwawi', 'wciąż krwawi', 'ciągle krwawi', 'krwawi od', 'krwawi już', 'nie mog\\w* zatamować', 'nie przestaje krwawić'],
      es: ['sigue sangrando', 'no deja de sangrar'],
      fr: ['saigne toujours', 'continue de saigner'],
      de: ['blutet immer noch', 'blutet weiter'],
      pt: ['continua sangrando', 'ainda sangrando'],
      it: ['sanguina ancora', 'continua a sanguinare'],
      ru: ['все еще кровоточит', 'продолжает кровоточить'],
      tr: ['hala kanıyor', 'kanaması devam'],
    },
  },
  {
    // Resuscitation Council UK: unresponsive and not breathing normally = cardiac arrest; implies
    // unresponsive and severe breathing difficulty (parser IMPLIES)
    id: 'respiratory_arrest',
    label: 'not breathing',
    terms: {
      en: ["(?:isn'?t|is not|not|wasn'?t|has stopped|stopped) breathing", 'no pulse'],
      is: ['andar ekki', 'hætt\\w* að anda'],
      pl: ['przestał oddychać', 'nie oddycha', 'bez oddechu'],
      es: ['no respira$', 'no está respirando', 'dejó de respirar'],
      fr: ['ne respire (?:pas|plus)', 'a arrêté de respirer'],
      de: ['atmet nicht', 'keine atmung', 'hat aufgehört zu atmen'],
      pt: ['não respira', 'não está respirando', 'parou de respirar'],
      it: ['non respira', 'ha smesso di respirare'],
      ru: ['не дышит', 'перестал дышать'],
      tr: ['nefes almıyor', 'nefesi durdu'],
      ar: ['لا يتنفس', 'توقف عن التنفس'],
      hi: ['सांस नहीं ले रहा', 'साँस नहीं ले रहा', 'सांस नहीं चल रही', 'सांस रुक गई'],
      zh: ['没有呼吸', '没呼吸', '不呼吸', '呼吸停止'],
      ja: ['息をしていな', '息をしてな', '呼吸していな', '呼吸が止ま', '息をしていません', '呼吸していません'],
      ko: ['숨을 안 쉬', '숨을 쉬지 않', '숨을 안쉬', '호흡이 없'],
    },
  },
  {
    // A request for a repeat prescription or a medication review is a GP task (NHS)
    id: 'prescription_request',
    label: 'repeat prescription / medication review',
    terms: {
      en: ['repeat prescription', 'prescription (?:renewed|renewal|refill)', 'renew (?:my |her |his )?prescription', 'refill', 'medication review', '(?:check-?up|review) (?:of|on|for) (?:my |her |his )?(?:\\w+ ){0,3}(?:medication|medicine|tablets|pills)', 'run out of (?:my |her |his )?(?:\\w+ ){0,2}(?:medication|tablets|pills|inhaler)'],
      is: ['endurnýj\\w* lyfseð', 'nýjan lyfseðil', 'lyfseðil', 'lyfjaendurskoðun', 'endurnýja lyf'],
      pl: ['recept', 'przedłużenie recepty', 'przegląd leków', 'skończyły mi się leki'],
      es: ['receta', 'renovar (?:la )?receta'],
      fr: ['ordonnance', 'renouvellement'],
      de: ['rezept', 'folgerezept'],
      pt: ['receita', 'renovar (?:a )?receita'],
      it: ['ricetta', 'rinnovo (?:della )?ricetta'],
      ru: ['рецепт'],
      tr: ['reçete'],
      ar: ['وصفة طبية', 'تجديد الوصفة'],
      hi: ['पर्ची', 'नुस्खा'],
      zh: ['处方', '开药', '开点药', '开些药', '配药', '续药'],
      ja: ['処方', '薬をもらい'],
      ko: ['처방'],
    },
  },
  {
    // A wound with numbness or loss of movement beyond it: nerve or tendon injury (NHS 111 cuts)
    id: 'cant_move_part',
    label: 'cannot move a finger, hand or foot normally',
    terms: {
      en: ["(?:can'?t|cannot|can not|unable to) (?:move|bend|straighten) (?:my |his |her |the )?(?:\\w+ )?(?:finger|thumb|hand|wrist|toe|foot)"],
      is: ['get ekki hreyft (?:\\w+ )?(?:fingur|þuma|hönd|tá)', 'get ekki beygt'],
      pl: ['nie mog\\w* (?:ruszać|ruszyć|zgiąć|wyprostować) (?:\\w+ )?(?:palc|kciuk|dłoni|ręk|stop)'],
    },
  },
];

/** Terms added to existing concepts (lay words, plain-language forms). */
export const CONTEXT_ADDITIONS: Record<string, Partial<Record<string, string[]>>> = {
  // NICE NG51 / UK Sepsis Trust: new confusion in lay words
  confusion: {
    en: ['muddled', 'talking nonsense', 'not making any sense', "doesn'?t make sense when (?:he|she|they) talk", 'not with it', 'mixed up'],
    is: ['rugluð', 'ruglaður', 'bullar', 'talar tóma vitleysu', 'úti á þekju', 'ringlað'],
    pl: ['plącze się', 'bredzi', 'gada bez sensu', 'mówi bez sensu', 'nie kontaktuje', 'zamroczon'],
  },
  // Sudden loss of vision in plain words (NICE CKS: sudden visual loss — same-day eye emergency)
  vision_loss: {
    en: ["can'?t see (?:anything |a thing )?(?:out of|with|from|in|through) (?:my |one |his |her |the )", "(?:went|gone|going|turned) (?:all )?(?:dark|black|grey|gray|blank) (?:\\w+ ){0,2}(?:in|out of|from) (?:my |one |his |her |the )(?:\\w+ )?eye", "(?:my |one |his |her )(?:\\w+ )?eye (?:\\w+ ){0,2}(?:went|gone|turned) (?:dark|black|blind|blank)", 'like a curtain', 'curtain (?:came|coming|fell|falling) (?:down|over|across)', "suddenly can'?t see", 'lost (?:the )?sight'],
    is: ['sé (?:ég )?ekkert (?:með|á|út um) (?:\\w+ )?aug', 'sé ekki (?:neitt )?(?:með|á|út um) (?:\\w+ )?aug', 'varð (?:allt )?(?:svart|dimmt) (?:\\w+ ){0,2}aug', 'tjald (?:\\w+ ){0,3}aug', 'misst sjón', 'missti sjón', 'blindur á', 'blind á'],
    pl: ['przesta\\w* widzieć', 'nic nie widzę (?:na|w|lewym|prawym)', 'nie widzę (?:nic )?(?:na|w) (?:\\w+ )?ok', 'ciemno (?:przed|w) (?:\\w+ )?ok', 'zrobiło (?:mi )?się ciemno w (?:\\w+ )?ok', 'jak kurtyna', 'zasłona (?:\\w+ ){0,3}ok', 'oślep'],
  },
  // Japanese polite negative forms of "not breathing" / "unresponsive"
  severe_dyspnoea: {
    ja: ['息をしていません', '呼吸していません', '息をしてません', '呼吸がありません'],
  },
  unconscious: {
    ja: ['意識がありません', '反応がありません'],
  },
};
