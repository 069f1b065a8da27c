import type { Findings } from '../parser.ts';
import type { Hit, MechanismGroup } from './types.ts';

/**
 * Round 5, injury, bleeding, poisoning and environment: emergencies that blind set v4 showed phrased
 * in lay words the lexicons lacked ("landed on her head and can't remember what happened", "the
 * blood spurts out even when I press", "the bone is sticking out", "drank a few mouthfuls of
 * paraquat and says she's fine", "I'm on chemo and have 38.8"). Each mechanism is a cited general
 * rule with its concepts in all 15 languages; terms are written for the concept, not for one
 * message.
 */

// ------------------------------------------------------------------ concepts

/** NICE NG232 (head injury 2023, 1.1/1.2): amnesia for the event or repeated questioning after a head injury. */
const AMNESIA = {
  id: 'amnesia',
  label: 'cannot remember the event (amnesia)',
  terms: {
    en: [
      "(?:can(?:'t|not)|couldn(?:'t| not)|doesn(?:'t| not)|don(?:'t| not)|didn(?:'t| not)) (?:\\w+ )?(?:remember|recall) (?:\\w+ ){0,2}(?:what happened|anything|the (?:fall|accident|crash|hit|impact|match|game)|falling|hitting|how (?:he|she|i|they) (?:fell|got|ended)|being knocked)",
      'no (?:memory|recollection) of (?:\\w+ ){0,2}(?:the |what|falling|hitting|how)',
      'memory (?:loss|gap|blank)',
      'lost (?:his|her|my|their) memory',
      'keeps? (?:asking|repeating) (?:\\w+ ){0,2}(?:the )?same (?:questions?|things?)',
      'asking the same (?:questions?|things?) (?:over and over|again and again|repeatedly)',
      'amnesia',
    ],
    is: [
      'man (?:\\w+ )?ekki (?:\\w+ )?(?:hvað gerðist|hvað kom fyrir|eftir (?:\\w+ )?(?:fallinu|slysinu|högginu|atvikinu)|hvernig|neitt)',
      'muna? ekki (?:hvað gerðist|eftir (?:\\w+ )?(?:fallinu|slysinu|högginu))',
      'mundi ekki (?:hvað|eftir)',
      'man ekkert (?:eftir|hvað)',
      'minnisleysi',
      'minnislaus',
      'spyr (?:\\w+ ){0,2}(?:sömu spurning|aftur og aftur|sama aftur)',
    ],
    pl: [
      'nie pamięta\\w*,? (?:\\w+ ){0,2}(?:co się stało|wypadku|upadku|uderzenia|jak (?:\\w+ )?(?:upadł|spadł|się)|nic)',
      'nic nie pamięta\\w*',
      'luk\\w* w pamięci',
      'utrat\\w* pamięci',
      'zanik\\w* pamięci',
      'niepamięć',
      'pyta (?:\\w+ ){0,2}(?:w kółko|ciągle|cały czas) (?:o )?to samo',
    ],
    es: [
      'no (?:recuerd\\w*|se acuerda\\w*|me acuerdo|te acuerdas) (?:de )?(?:\\w+ ){0,2}(?:qué pasó|lo que pasó|lo que ocurrió|nada|cómo|la caída|el golpe|del golpe|el accidente|del accidente)',
      'pérdida de (?:la )?memoria',
      'laguna (?:de memoria|mental)',
      'amnesia',
      'pregunta (?:\\w+ ){0,2}lo mismo (?:una y otra vez|todo el rato|sin parar)',
    ],
    fr: [
      "ne (?:se |me |te )?(?:souvien\\w*|rappell?\\w*) (?:\\w+ ){0,2}(?:rien|de rien|ce qui|de la chute|de l'accident|du choc|comment|de ce qui)",
      'aucun souvenir (?:de )?(?:\\w+ )?(?:la chute|l.accident|du choc|ce qui)',
      'perte de mémoire',
      'trou de mémoire',
      'amnésie',
      'pose (?:\\w+ ){0,2}les mêmes questions',
      'répète (?:\\w+ ){0,2}les mêmes (?:questions|choses)',
    ],
    de: [
      'kann sich (?:\\w+ ){0,3}nicht (?:mehr )?(?:daran )?erinnern',
      'kann mich (?:\\w+ ){0,3}nicht (?:mehr )?(?:daran )?erinnern',
      'erinnert sich (?:\\w+ ){0,3}nicht',
      'erinnere mich (?:\\w+ ){0,3}nicht',
      'weiß (?:\\w+ )?nicht mehr,? was (?:passiert|geschehen)',
      'gedächtnislücke',
      'erinnerungslücke',
      'gedächtnisverlust',
      'filmriss',
      'amnesie',
      'fragt (?:\\w+ ){0,2}immer wieder (?:das )?(?:gleiche|selbe|dasselbe)',
    ],
    pt: [
      'não (?:se |me )?lembr\\w* (?:de |do |da )?(?:\\w+ ){0,2}(?:o que aconteceu|que aconteceu|nada|da queda|do acidente|da pancada|como)',
      'perda de memória',
      'perdeu a memória',
      'amnésia',
      'pergunta (?:\\w+ ){0,2}a mesma coisa',
    ],
    it: [
      'non (?:si |mi |ti )?ricord\\w* (?:\\w+ ){0,2}(?:cosa|che cosa|niente|nulla|la caduta|l.incidente|il colpo|come)',
      'vuoto di memoria',
      'perdita di memoria',
      'amnesia',
      'fa (?:\\w+ ){0,2}sempre le stesse domande',
      'ripete (?:\\w+ ){0,2}le stesse domande',
    ],
    ru: [
      'не (?:помн\\w*|запомнил\\w*) (?:\\w+ ){0,2}(?:что|ничего|как|момент|падени\\w*|удар\\w*|авари\\w*)',
      'ничего не помн\\w*',
      'потер\\w* памят\\w*',
      'провал\\w* в памяти',
      'амнези\\w*',
      'спрашивает (?:\\w+ ){0,2}одно и то же',
    ],
    tr: [
      'hatırla(?:mıyor|yamıyor|madı|yamadı|mıyorum|yamıyorum)\\w*',
      'hafıza kayb\\w*',
      'hafızasını kaybet\\w*',
      'aynı (?:soruları|şeyleri|şeyi) (?:\\w+ )?(?:soruyor|tekrarlıyor)',
    ],
    ar: [
      'ما يتذكر',
      'لا يتذكر',
      'ما اتذكر',
      'ما أتذكر',
      'لا أتذكر',
      'مش فاكر',
      'مش فاكرة',
      'مو متذكر',
      'ما يذكر (?:شي|ايش|شو|وش|كيف)',
      'فقدان (?:ال)?ذاكرة',
      'فقد (?:ال)?ذاكرة',
      'يسأل (?:\\S+ ){0,2}نفس (?:السؤال|الأسئلة|الشي)',
      'تسأل (?:\\S+ ){0,2}نفس (?:السؤال|الأسئلة|الشي)',
    ],
    hi: [
      '(?:कुछ )?याद नहीं',
      'याददाश्त',
      'बार बार (?:\\S+ )?(?:वही|एक ही) (?:सवाल|बात) (?:पूछ|दोहरा)',
      '(?:kuch )?yaad nahi',
      'yaaddasht',
      'yaadasht',
      'baar baar (?:\\w+ )?(?:wahi|ek hi) (?:sawal|baat) (?:pooch|puch)',
    ],
    zh: ['不记得', '记不得', '想不起来', '记不起', '失忆', '断片', '反复问(?:同样|一样|同一)'],
    ja: ['覚えていな', '覚えてな', '覚えていませ', '記憶がな', '記憶にな', '思い出せな', '記憶喪失', '同じことを(?:何度も|繰り返し)(?:聞|言)'],
    ko: ['기억(?:이|을|을 잘)? ?(?:못|안 나|없)', '기억 상실', '기억상실', '같은 (?:질문|말)을 (?:계속|반복)'],
  },
};

/** NICE NG232: unequal pupils after a head injury (focal neurological sign). */
const UNEQUAL_PUPILS = {
  id: 'unequal_pupils',
  label: 'unequal pupils',
  terms: {
    en: [
      'pupils? (?:\\w+ ){0,3}(?:different sizes?|unequal|uneven|not the same size|bigger than the other|larger than the other)',
      'one (?:of (?:his|her|my|their) )?pupils? (?:\\w+ ){0,2}(?:bigger|larger|smaller|huge|blown)',
      'unequal pupils',
      'anisocoria',
    ],
    is: [
      '(?:sjáöld\\w*|sjáald\\w*|augastein\\w*) (?:\\w+ ){0,2}(?:misstór\\w*|ekki jafn\\w*|stærr\\w*)',
      'annað (?:sjáaldrið|augasteinninn) (?:\\w+ )?(?:stærra|stærri|minni)',
    ],
    pl: [
      'źrenic\\w* (?:\\w+ ){0,2}(?:różn\\w*|nierówn\\w*|nie są równe|większ\\w*|mniejsz\\w*)',
      'jedna źrenica (?:\\w+ )?(?:większa|mniejsza)',
      'anizokori\\w*',
    ],
    es: ['pupilas? (?:\\w+ ){0,3}(?:diferentes?|distint\\w*|desigual\\w*|más grande|más pequeña)', 'anisocoria'],
    fr: ['pupilles? (?:\\w+ ){0,3}(?:différentes?|inégales?|plus grosse|plus grande|plus petite)', 'anisocorie'],
    de: ['pupille\\w* (?:\\w+ ){0,3}(?:unterschiedlich\\w*|ungleich\\w*|größer|kleiner)', 'anisokorie'],
    pt: ['pupilas? (?:\\w+ ){0,3}(?:diferentes?|desiguais|desigual|maior|menor)', 'anisocoria'],
    it: ['pupill\\w* (?:\\w+ ){0,3}(?:divers\\w*|disugual\\w*|più grande|più piccola)', 'anisocoria'],
    ru: ['зрачк\\w* (?:\\w+ ){0,3}(?:разн\\w*|неодинаков\\w*|больше|меньше)', 'зрачок (?:\\w+ ){0,2}(?:больше|шире|меньше)', 'анизокори\\w*'],
    tr: ['göz ?bebe\\w* (?:\\w+ ){0,3}(?:farklı|eşit değil|büyük|küçük)', 'anizokori'],
    ar: ['(?:بؤبؤ|حدقة|البؤبؤ|الحدقة|حدقتي|حدقات|بؤبؤي)\\S* (?:\\S+ ){0,3}(?:مختلف|أكبر|اكبر|أصغر|اصغر|غير متساوي)'],
    hi: ['पुतलि?(?:यां|याँ|यों)? (?:\\S+ ){0,3}(?:बड़ी|अलग|छोटी)', 'putli(?:yan)? (?:\\w+ ){0,3}(?:badi|alag|chhoti)'],
    zh: ['瞳孔(?:大小)?不(?:一样|等|一致|对称)', '一(?:边|侧|只眼)(?:的)?瞳孔(?:大|放大|散大)', '瞳孔一大一小'],
    ja: ['瞳孔(?:の大きさ)?(?:が|に)?(?:違|左右差|不同)', '片方の瞳孔が(?:大き|小さ|開)'],
    ko: ['동공(?:이|의)? (?:크기가 )?(?:달라|다르|짝짝이)', '동공 부등', '한쪽 동공(?:이|만)? (?:커|크|작)'],
  },
};

/** NICE NG232 / NG41 dangerous mechanism: fall from a height, a horse or a bike, pedestrian struck, high-speed or rollover crash, diving into shallow water. */
const DANGEROUS_MECHANISM = {
  id: 'dangerous_mechanism',
  label: 'dangerous mechanism of injury (fall from a height, horse or bike; road traffic collision)',
  terms: {
    en: [
      'fall (?:\\w+ ){0,3}(?:off|from|down) (?:\\w+ ){0,3}(?:ladder|roof|scaffold\\w*|balcony|tree|horse|pony|bike|bicycle|motorbike|motorcycle|scooter|wall|flight of stairs|whole stairs|height|window|loft|cliff)',
      'fall from (?:a )?height',
      '(?:came|come|thrown|flew|flung) (?:\\w+ ){0,2}(?:off|from) (?:\\w+ ){0,2}(?:horse|pony|bike|bicycle|motorbike|motorcycle)',
      '(?:hit|struck|knocked (?:down|over|off)|run over) by (?:a |the )?(?:car|van|bus|lorry|truck|motorbike|motorcycle|vehicle|train)',
      '(?:car|road|traffic|motorbike|motorcycle|bike|cycling) (?:crash|accident|collision|smash)',
      'crashed (?:\\w+ ){0,2}(?:car|bike|motorbike|motorcycle)',
      '(?:car|vehicle) (?:\\w+ )?(?:rolled|flipped)',
      'rolled (?:the|his|her|my|their) car',
      'ejected from',
      'dived? into (?:the )?(?:shallow|pool|sea|river|lake)',
      '(?:\\d+|two|three|four|five|six|several) (?:metres|meters|m|feet|ft|floors?|storeys?|stories) (?:\\w+ ){0,2}(?:fall|drop|down|high)',
      'fall (?:\\w+ ){0,2}(?:\\d+|two|three|four|five|several) (?:metres|meters|m|feet|ft|floors?|storeys?)',
    ],
    is: [
      '(?:datt|féll|hrapaði|hrundi) (?:\\w+ ){0,2}(?:af|úr|niður|ofan af|niður af|niður úr) (?:\\w+ ){0,2}(?:stiga|þaki|hestbaki|hesti|hjóli|reiðhjóli|mótorhjóli|vinnupalli|svölum|tré|tröppum|hæð|glugga|vegg)',
      'datt af baki',
      'keyrt á (?:hann|hana|mig|barnið|strákinn|stelpuna|hjólið)',
      'ekið á (?:hann|hana|mig|barnið)',
      'bílslys',
      'umferðarslys',
      'árekstr\\w*',
      'bíllinn valt',
      'velti bílnum',
      'stakk sér (?:\\w+ ){0,2}(?:grunn|sundlaug)',
      '(?:\\d+|tveggja|þriggja|fjögurra|fimm) (?:metra|hæða)',
    ],
    pl: [
      '(?:spadł|upadł|zleciał|spadła|zleciała) (?:\\w+ ){0,2}z (?:\\w+ ){0,2}(?:drabin\\w*|dachu|rusztowani\\w*|balkonu|drzewa|konia|roweru|motoru|motocykla|hulajnogi|schodów|wysokości|okna|piętra|muru|strychu)',
      'potrącił\\w* (?:go|ją|mnie|dziecko|syna|córkę) (?:\\w+ )?(?:samochód|auto|samochodem)',
      'potrącon\\w* (?:\\w+ )?przez (?:samochód|auto|motor|ciężarówkę|autobus)',
      'wypadek (?:samochodowy|drogowy|komunikacyjny|na motorze|motocyklowy|na rowerze)',
      'wypadku (?:samochodowym|drogowym|komunikacyjnym)',
      'dachowa\\w*',
      'skoczył\\w* (?:\\w+ ){0,2}do (?:płytkiej )?wody',
      'z (?:\\d+|dwóch|trzech|czterech|kilku) (?:metrów|m|pięter)',
      '(?:\\d+|dwa|trzy|cztery|kilka) (?:metry|metrów)',
    ],
    es: [
      '(?:cayó|caí|cayo|ha caído|he caído|se cayó|me caí) (?:\\w+ ){0,2}(?:de|del|desde|por) (?:\\w+ ){0,2}(?:escalera\\w*|tejado|techo|andamio|balcón|árbol|caballo|bici\\w*|moto\\w*|altura|ventana|muro|azotea)',
      'caída (?:\\w+ ){0,2}(?:de|del|desde) (?:\\w+ ){0,2}(?:altura|escalera|tejado|andamio|caballo|moto|bici\\w*|balcón)',
      '(?:lo|la|me|le) (?:atropell\\w*)',
      'atropellad[ao]',
      'accidente (?:de|en) (?:coche|tráfico|moto|carro|bici\\w*|auto)',
      'choque (?:de coche|frontal|de moto)',
      '(?:volcó|vuelco|dio vueltas) (?:\\w+ )?(?:el coche|el carro|con el coche)?',
      'se tiró de cabeza',
      '(?:\\d+|dos|tres|cuatro|cinco) metros',
    ],
    fr: [
      "(?:tombé|tombée|chuté|chutée|dégringolé) (?:\\w+ ){0,3}(?:l')?(?:échelle|toit|échafaudage|balcon|arbre|cheval|vélo|moto|scooter|hauteur|fenêtre|escaliers?|mur|grenier)",
      "chute (?:\\w+ ){0,3}(?:l')?(?:hauteur|échelle|toit|cheval|vélo|moto|escaliers?|balcon|échafaudage)",
      'renversé\\w* par (?:une |un )?(?:voiture|moto|camion|bus|scooter)',
      'percuté\\w* par (?:une |un )?(?:voiture|moto|camion)',
      'accident de (?:voiture|la route|la circulation|moto|scooter|vélo)',
      'fait (?:un |des )?tonneaux?',
      'plongé\\w* (?:\\w+ ){0,3}(?:peu profonde?|piscine)',
      '(?:\\d+|deux|trois|quatre|cinq) mètres',
    ],
    de: [
      '(?:von|vom) (?:\\w+ ){0,2}(?:leiter|dach|gerüst|balkon|baum|pferd|fahrrad|rad|motorrad|roller|treppe|mauer|fenster)\\w* & (?:\\w*gefallen|\\w*gestürzt|gefallen|gestürzt)',
      '(?:treppe|leiter) (?:\\w+ )?(?:runter|hinunter|herunter|hinab)ge(?:fallen|stürzt)',
      'aus (?:dem |einem )?fenster (?:\\w+ )?(?:gefallen|gestürzt)',
      'sturz (?:\\w+ ){0,2}(?:aus (?:großer )?höhe|von (?:der|einer) leiter|vom (?:pferd|dach|fahrrad|motorrad))',
      'angefahren',
      'überfahren',
      '(?:auto|verkehrs|motorrad|fahrrad|reit)unfall',
      'überschlagen',
      '(?:flaches|seichtes) wasser (?:\\w+ )?gesprungen',
      'kopfsprung',
      '(?:\\d+|zwei|drei|vier|fünf) meter',
    ],
    pt: [
      '(?:caiu|caí|despencou) (?:\\w+ ){0,2}(?:da|do|de|das|dos) (?:\\w+ ){0,2}(?:escada\\w*|telhado|andaime|varanda|sacada|árvore|cavalo|bicicleta|bike|moto\\w*|altura|janela|laje|muro)',
      'queda (?:\\w+ ){0,2}(?:da|do|de) (?:\\w+ ){0,2}(?:altura|escada|telhado|cavalo|moto|bicicleta|andaime|laje)',
      'atropelad[ao]',
      '(?:foi|fui) atropel\\w*',
      'acidente (?:de|na) (?:carro|moto|trânsito|bicicleta|estrada)',
      'capot(?:ou|amento|ado)',
      'mergulhou (?:\\w+ ){0,3}(?:raso|rasa|piscina)',
      '(?:\\d+|dois|três|quatro|cinco) metros',
    ],
    it: [
      "(?:cadut[ao]|precipitat[ao]|volat[ao] giù) (?:\\w+ ){0,3}(?:dall')?(?:scala|scale|tetto|impalcatura|ponteggio|balcone|albero|cavallo|bici\\w*|moto\\w*|motorino|altezza|finestra|muretto|muro)",
      "caduta (?:\\w+ ){0,3}(?:dall')?(?:scala|tetto|impalcatura|cavallo|bici\\w*|moto\\w*|altezza|balcone)",
      'investit[ao]',
      'incidente (?:stradale|in moto|in macchina|d.auto|in bici)',
      'ribaltat[ao]',
      'tuffat[ao] (?:\\w+ ){0,3}(?:bassa|basso|piscina)',
      '(?:\\d+|due|tre|quattro|cinque) metri',
    ],
    ru: [
      'упал\\w* (?:\\w+ ){0,2}с (?:\\w+ ){0,2}(?:лестниц\\w*|крыш\\w*|стремянк\\w*|лесов|балкон\\w*|дерев\\w*|лошад\\w*|коня|велосипед\\w*|мотоцикл\\w*|высот\\w*|окна|этаж\\w*|стены|самоката)',
      'сорвал\\w* с (?:\\w+ ){0,2}(?:лестниц\\w*|крыш\\w*|лесов|стремянк\\w*|высот\\w*)',
      'падени\\w* с (?:\\w+ ){0,2}(?:высот\\w*|лестниц\\w*|крыш\\w*|лошад\\w*|мотоцикл\\w*)',
      'сбил\\w* (?:\\w+ )?(?:машин\\w*|автомобил\\w*)',
      'сбит\\w* (?:\\w+ )?(?:машин\\w*|автомобил\\w*)',
      'дтп',
      'автоавари\\w*',
      'попал\\w* в (?:аварию|дтп)',
      'машина перевернул\\w*',
      'нырнул\\w* (?:\\w+ ){0,2}(?:на мелководь\\w*|в мелк\\w*|в бассейн)',
      'с (?:\\d+|двух|трех|четырех|пяти) метров',
      '(?:\\d+|два|три|четыре|пять) метр\\w*',
    ],
    tr: [
      '(?:merdivenden|çatıdan|iskeleden|balkondan|ağaçtan|attan|bisikletten|motosikletten|motordan|yüksekten|pencereden|damdan|duvardan)\\w* (?:\\w+ )?düş\\w*',
      'araba (?:\\w+ )?çarp\\w*',
      'arabanın çarptığı',
      '(?:trafik|araba|motosiklet|motor) kaza\\w*',
      'takla at\\w*',
      'sığ (?:suya|yere) atla\\w*',
      '(?:\\d+|iki|üç|dört|beş) metre\\w*',
    ],
    ar: [
      '(?:طاح|وقع|سقط|طاحت|وقعت|سقطت|انزلق) (?:\\S+ ){0,2}(?:من|عن) (?:\\S+ ){0,2}(?:السلم|الدرج|درج|السطح|سطح|الشرفة|البلكونة|البلكون|الشجرة|شجرة|الحصان|حصان|الخيل|الدراجة|دراجة|السيكل|الموتور|الموتوسيكل|الدباب|ارتفاع|الشباك|النافذة|السقالة)',
      '(?:دهسته|دهستها|دهستني|صدمته|صدمتها|صدمتني|ضربته|ضربتها) (?:\\S+ )?(?:سيارة|عربية|موتور|شاحنة)',
      'حادث (?:سيارة|سير|مرور|طريق|موتور|دراجة)',
      'انقلبت (?:\\S+ )?(?:السيارة|العربية|فيه|فيها|فينا)',
      'غطس (?:\\S+ ){0,2}(?:مية قليلة|ماء ضحل|المسبح)',
      '(?:\\d+|مترين|ثلاث|ثلاثة|أربع|خمس) (?:متر|أمتار|امتار)',
    ],
    hi: [
      '(?:सीढ़ी|सीढ़ियों|छत|पेड़|घोड़े|बाइक|साइकिल|ऊंचाई|ऊँचाई|बालकनी|खिड़की|दीवार|मचान)\\S* (?:\\S+ )?से (?:\\S+ )?गिर',
      '(?:गाड़ी|कार|ट्रक|बस|बाइक) (?:\\S+ )?(?:ने )?टक्कर मार',
      'सड़क दुर्घटना',
      '(?:seedhi|sidhi|seedhiyon|chhat|chat|ped|ghode|ghoda|bike|cycle|unchai|balcony|khidki|deewar)\\w* se (?:\\w+ )?gir',
      '(?:gaadi|gadi|car|truck|bus|bike) (?:\\w+ )?(?:ne )?takkar mar',
      '(?:road|sadak|car|bike|gaadi) (?:accident|durghatna)',
      '(?:\\d+|do|teen|char|paanch) (?:meter|metre|मीटर)',
    ],
    zh: [
      '从(?:\\S{0,6})(?:梯子|楼梯|屋顶|房顶|脚手架|阳台|树上|马上|马背|自行车|摩托车|电动车|高处|窗户|楼上|墙上)(?:\\S{0,3})(?:摔|掉|跌|坠|滚)',
      '(?:梯子|楼梯|屋顶|房顶|脚手架|阳台|树|马背|马|自行车|摩托车|电动车|高处)上?(?:摔|掉|跌|坠|滚)(?:了)?下来',
      '高处坠落',
      '坠楼',
      '被(?:车|汽车|小车|摩托车|电动车|卡车|货车)(?:给)?撞',
      '车祸',
      '翻车',
      '(?:\\d+|两|三|四|五|几)米(?:高)?(?:的地方)?(?:摔|掉|跌|坠)',
    ],
    ja: [
      '(?:はしご|梯子|脚立|屋根|足場|ベランダ|木|馬|自転車|バイク|階段|高い所|高所|窓|塀)から(?:\\S{0,4})(?:落ち|転落|落下|転げ落ち|転倒)',
      '(?:車|自動車|バイク|トラック)に(?:はね|ひか|轢か|跳ね)',
      '交通事故',
      '落馬',
      '転落',
      '横転',
      '(?:\\d+|２|３|４|５|数)(?:メートル|m)(?:の高さ|から)',
    ],
    ko: [
      '(?:사다리|지붕|비계|발코니|베란다|나무|말|자전거|오토바이|계단|높은 곳|창문|담)(?:에서) (?:\\S+ )?(?:떨어|추락|굴러)',
      '낙마',
      '추락',
      '차에 (?:\\S+ )?치',
      '교통사고',
      '차 사고',
      '전복',
      '(?:\\d+|두|세|네|다섯) ?미터',
    ],
  },
};

/** NICE NG232: signs of a basal skull fracture — clear fluid or blood from the nose or ear, bruising behind the ear. */
const SKULL_FRACTURE_SIGNS = {
  id: 'skull_fracture_signs',
  label: 'clear fluid or blood from the ear or nose after a head injury (possible skull fracture)',
  terms: {
    en: [
      'clear (?:\\w+ ){0,2}(?:fluid|liquid|water) (?:\\w+ ){0,3}(?:nose|ears?)',
      '(?:blood|bleeding) (?:\\w+ ){0,2}(?:from|out of|coming out of|in) (?:his |her |my |their |the |one )?ears?',
      'ears? (?:\\w+ ){0,2}(?:bleeding|leaking)',
      'bruis\\w* behind (?:\\w+ ){0,2}ears?',
      'panda eyes',
    ],
    is: ['(?:tær|glær) (?:\\w+ ){0,2}vökv\\w* (?:\\w+ ){0,3}(?:nef|eyr)', 'blæð\\w* (?:\\w+ ){0,2}(?:úr|frá) (?:\\w+ )?eyr', 'blóð (?:\\w+ ){0,2}(?:úr|frá) (?:\\w+ )?eyr'],
    pl: ['(?:przezroczyst\\w*|wodnist\\w*) (?:\\w+ ){0,2}(?:płyn\\w*|wydzielin\\w*) (?:\\w+ ){0,3}(?:nosa|ucha|uszu)', 'krew (?:\\w+ ){0,2}z ucha', 'krwawi (?:\\w+ ){0,2}z ucha', 'siniak\\w* za uchem'],
    es: ['líquido (?:\\w+ ){0,2}(?:claro|transparente) (?:\\w+ ){0,3}(?:nariz|oído|oreja)', '(?:sangre|sangra) (?:\\w+ ){0,2}(?:por|del|de la) (?:oído|oreja)'],
    fr: ['liquide (?:\\w+ ){0,2}(?:clair|transparent) (?:\\w+ ){0,3}(?:nez|oreille)', '(?:sang|saigne) (?:\\w+ ){0,2}(?:de l.|par l.)oreille'],
    de: ['(?:klare|wässrige) flüssigkeit (?:\\w+ ){0,3}(?:nase|ohr)', '(?:blut|blutet) (?:\\w+ ){0,2}aus (?:dem |einem )?ohr'],
    pt: ['líquido (?:\\w+ ){0,2}(?:claro|transparente) (?:\\w+ ){0,3}(?:nariz|ouvido|orelha)', '(?:sangue|sangrando|sangra) (?:\\w+ ){0,2}(?:pelo|do) (?:ouvido|orelha)'],
    it: ['liquido (?:\\w+ ){0,2}(?:chiaro|trasparente) (?:\\w+ ){0,3}(?:naso|orecchio)', "(?:sangue|sanguina) (?:\\w+ ){0,2}(?:dall.|dall')orecchio"],
    ru: ['прозрачн\\w* (?:\\w+ ){0,2}жидкост\\w* (?:\\w+ ){0,3}(?:нос|ух)', 'кров\\w* (?:\\w+ ){0,2}из уха', 'из уха (?:\\w+ ){0,2}кров\\w*'],
    tr: ['(?:burnundan|kulağından) (?:\\w+ ){0,2}(?:şeffaf|berrak) (?:\\w+ )?sıvı', 'kulağından (?:\\w+ )?kan'],
    ar: ['(?:سائل|مية|ماء) (?:\\S+ ){0,2}(?:شفاف|صافي) (?:\\S+ ){0,3}(?:الأنف|انفه|أنفه|الأذن|اذنه|أذنه)', '(?:دم|نزيف) (?:\\S+ ){0,2}من (?:الأذن|اذنه|أذنه|اذنها|أذنها|ودنه|ودنها)'],
    hi: ['कान से (?:\\S+ )?खून', 'नाक से (?:\\S+ )?(?:साफ|पानी जैसा) (?:\\S+ )?(?:पानी|तरल)', 'kaan se (?:\\w+ )?khoon'],
    zh: ['(?:耳朵|鼻子)(?:里)?(?:流|出)(?:\\S{0,3})(?:清水|透明(?:的)?(?:液体|水))', '耳朵(?:里)?(?:流血|出血)'],
    ja: ['(?:耳|鼻)から(?:\\S{0,3})(?:透明な|さらさらした)(?:液|水)', '耳から(?:の)?(?:血|出血)'],
    ko: ['(?:귀|코)에서 (?:\\S+ )?(?:맑은|투명한) (?:물|액체)', '귀에서 (?:\\S+ )?(?:피|출혈)'],
  },
};

/** BOAST 4 / NICE NG37: open fracture — bone through the skin. */
const OPEN_FRACTURE = {
  id: 'open_fracture',
  label: 'bone through the skin (open fracture)',
  terms: {
    en: [
      'bone (?:\\w+ ){0,3}(?:sticking|poking|coming|jutting|pushing) (?:out|through)',
      'bone (?:\\w+ ){0,2}(?:through|out of|broke through|broken through) (?:the |his |her |my )?skin',
      '(?:see|seen|see the|can see) (?:the |his |her )?bone',
      'bone (?:is |was )?(?:showing|visible|exposed)',
      '(?:open|compound) fracture',
    ],
    is: ['bein\\w* (?:\\w+ ){0,2}(?:stendur|stóð|stingst|stakkst|kom|skagar) (?:\\w+ )?út', 'bein\\w* (?:\\w+ ){0,2}í gegnum húð', 'sér í bein', 'opið brot', 'opnu broti'],
    pl: ['kość (?:\\w+ ){0,2}(?:wystaje|wyszła|przebiła|sterczy|przebija|widać)', 'widać kość', 'złamani\\w* otwart\\w*', 'otwart\\w* złamani\\w*', 'przebił\\w* skórę'],
    es: ['(?:se ve|se le ve|le sale|sale|asoma) (?:\\w+ ){0,2}(?:el )?hueso', 'hueso (?:\\w+ ){0,2}(?:fuera|salido|por fuera|atraves\\w*|asomando|expuesto)', 'fractura (?:abierta|expuesta)'],
    fr: ["(?:on voit|je vois|voit|se voit) (?:l')?os", "(?:l')?os (?:\\w+ ){0,2}(?:qui sort|sort|sorti|dépasse|traverse|a percé|perce)", 'fracture ouverte'],
    de: ['knochen (?:\\w+ ){0,3}(?:schaut|steht|ragt|guckt|kommt|spießt) (?:\\w+ ){0,3}(?:raus|heraus|hervor|durch)', 'offene\\w* (?:bruch|fraktur)', 'knochen (?:\\w+ ){0,2}(?:sichtbar|durch die haut)', 'sieht (?:\\w+ )?(?:den )?knochen'],
    pt: ['osso (?:\\w+ ){0,2}(?:para fora|exposto|saindo|saiu|furou|aparecendo|à mostra)', 'fratura exposta', '(?:dá para|dá pra|consigo|dá) ver o osso'],
    it: ["osso (?:\\w+ ){0,2}(?:esce|uscito|fuori|sporge|esposto|ha bucato|si vede)", "si vede l'osso", 'frattura esposta'],
    ru: ['кость (?:\\w+ ){0,2}(?:торчит|вылезла|видна|наружу|прорвала|проткнула|вышла)', 'торчит кость', 'видна кость', 'открыт\\w* перелом\\w*'],
    tr: ['kemi(?:k|ğ)\\w* (?:\\w+ ){0,2}(?:dışarı|dışarıda|çıkmış|çıktı|görünüyor|deriyi del)', 'açık kırık'],
    ar: ['(?:العظم|عظمه|عظمها|عظم) (?:\\S+ ){0,2}(?:طالع|بارز|ظاهر|خارج|اخترق|مكشوف|طلع برا|يطلع|باين)', 'كسر مفتوح', 'كسر مضاعف'],
    hi: ['हड्डी (?:\\S+ ){0,2}(?:बाहर|दिख)', 'haddi (?:\\w+ ){0,2}(?:bahar|baahar|dikh)', 'खुला फ्रैक्चर'],
    zh: ['骨头(?:都)?(?:露出来|戳出来|刺出来|穿出|露在外面|出来了|看得见|看得到|能看到)', '开放性骨折', '骨头(?:刺破|穿破|戳破)(?:了)?皮'],
    ja: ['骨が(?:飛び出|出て|見え|突き出|皮膚を)', '開放骨折'],
    ko: ['뼈가 (?:\\S+ )?(?:튀어나|보여|보이|밖으로|나와)', '개방(?:성)? 골절'],
  },
};

/**
 * NICE NG41 spinal injury: tingling, numbness or weakness in the arms or hands, or in both legs, after
 * an injury (new neurological symptoms). Legs only in the plural, so sciatica down one leg is not it.
 */
const LIMB_TINGLING = {
  id: 'limb_tingling',
  label: 'tingling, numbness or weakness in the arms, hands or both legs',
  terms: {
    en: [
      '(?:tingl\\w*|pins and needles|numb\\w*|no feeling|weak\\w*) (?:\\w+ ){0,3}(?:both (?:arms|hands|legs|feet)|(?:arms|hands) and (?:legs|feet)|(?:his|her|my|their|the|both|an|one) (?:arms?|hands?|fingers))',
      '(?:both )?(?:arms?|hands?|fingers|both legs|arms and legs) (?:\\w+ ){0,3}(?:tingl\\w*|numb|pins and needles|gone weak|went weak|feel dead)',
      "can(?:'t|not) feel (?:his |her |my |their )?(?:arms|hands|fingers|arms and legs)",
    ],
    is: [
      '(?:dofi|doði|náladof\\w*|máttleysi|kraftleysi) (?:\\w+ ){0,2}(?:í )?(?:báðum )?(?:höndum|handleggjum|fingrum|hendinni|handleggnum)',
      '(?:hendur|hendurnar|handleggir\\w*|fingur\\w*|hendin|fæturnir) (?:\\w+ ){0,2}(?:dofn\\w*|dofin\\w*|máttlaus\\w*|kraftlaus\\w*)',
      'náladof\\w* (?:\\w+ ){0,2}(?:báðum|höndum|handleggjum)',
    ],
    pl: [
      '(?:mrowi\\w*|drętwiej\\w*|zdrętwiał\\w*|cierpn\\w*|słabn\\w*|drętwienie|mrowienie) (?:\\w+ ){0,3}(?:ręce|ręka|rąk|rękach|rękę|dłonie|dłoni|palce|palców|obie nogi|obu nóg|obie)',
      '(?:ręce|dłonie|palce|ręka|obie nogi) (?:\\w+ ){0,2}(?:mrowi\\w*|drętwiej\\w*|zdrętwiał\\w*|cierpn\\w*|bezwładn\\w*)',
      'nie czuje (?:\\w+ )?(?:rąk|dłoni|palców)',
    ],
    es: [
      '(?:hormigueo|adormecimiento|entumecimiento|cosquilleo|debilidad|calambres) (?:\\w+ ){0,3}(?:brazos?|manos?|dedos|ambas piernas|las dos piernas)',
      '(?:brazos?|manos?|dedos|ambas piernas|las dos piernas) (?:\\w+ ){0,2}(?:dormid[ao]s?|hormigue\\w*|entumecid[ao]s?|adormecid[ao]s?|débiles?)',
      'no (?:siente|siento) (?:\\w+ )?(?:los brazos|las manos|los dedos)',
      'se (?:le|me) duermen (?:\\w+ )?(?:los brazos|las manos)',
    ],
    fr: [
      '(?:fourmillement\\w*|picotement\\w*|engourdissement\\w*|faiblesse|fourmis) (?:\\w+ ){0,3}(?:bras|mains?|doigts|deux jambes)',
      '(?:bras|mains?|doigts|deux jambes) (?:\\w+ ){0,2}(?:engourdi\\w*|fourmill\\w*|picot\\w*|faibles?|endormi\\w*)',
      'ne (?:sent|sens) plus (?:\\w+ )?(?:bras|mains|doigts)',
    ],
    de: [
      '(?:kribbel\\w*|taubheit\\w*|taub|eingeschlafen\\w*|schwäche|ameisenlaufen) (?:\\w+ ){0,3}(?:armen?|händen?|hand|beiden beinen|fingern?)',
      '(?:arme?|hände|hand|beide beine|finger) (?:\\w+ ){0,3}(?:kribbel\\w*|taub|eingeschlafen|schwach|gefühllos)',
      'spürt (?:\\w+ ){0,2}(?:arme|hände|finger) nicht',
    ],
    pt: [
      '(?:formigamento|dormência|dormencia|fraqueza|formigando) (?:\\w+ ){0,3}(?:braços?|mãos?|dedos|as duas pernas|ambas as pernas)',
      '(?:braços?|mãos?|dedos|as duas pernas) (?:\\w+ ){0,2}(?:dormentes?|formigando|fracos?|fracas|adormecid\\w*)',
      'não (?:sente|sinto) (?:\\w+ )?(?:os braços|as mãos|os dedos)',
    ],
    it: [
      '(?:formicolio|formicolii|intorpidimento|debolezza|formicolano) (?:\\w+ ){0,3}(?:braccia|braccio|mani|mano|dita|entrambe le gambe)',
      '(?:braccia|braccio|mani|mano|dita|entrambe le gambe) (?:\\w+ ){0,2}(?:formicolano|formicola|intorpidit\\w*|addormentat\\w*|deboli|debole)',
      'non (?:sente|sento) (?:più )?(?:le braccia|le mani|le dita)',
    ],
    ru: [
      '(?:покалыва\\w*|онемени\\w*|онемел\\w*|немеют|немеет|слабость|мурашки|колет) (?:\\w+ ){0,3}(?:рук\\w*|пальц\\w*|кист\\w*|обе ноги|обеих ног\\w*)',
      '(?:руки|рука|пальцы|кисти|обе ноги) (?:\\w+ ){0,2}(?:немеют|немеет|онемел\\w*|покалывает|колет|не слушаются|отнялись|отнялась)',
      'не чувству\\w* (?:\\w+ )?рук',
    ],
    tr: [
      '(?:kollar\\w*|eller\\w*|kolum\\w*|kolu\\w*|elim\\w*|eli\\w*|parmaklar\\w*|iki bacağ\\w*|bacakları)\\w* (?:\\w+ ){0,2}(?:uyuşuyor|uyuştu|uyuşmuş|karıncalan\\w*|uyuşma|güçsüz\\w*|hissiz\\w*)',
      '(?:uyuşma|karıncalanma|güçsüzlük) (?:\\w+ ){0,2}(?:kol|el|parmak|iki bacak)\\w*',
    ],
    ar: [
      '(?:تنميل|خدر|ضعف|نمل) (?:\\S+ ){0,2}(?:في )?(?:اليدين|ايديه|إيديه|يديه|يديها|الذراعين|ذراعيه|ذراعيها|الرجلين|رجليه|رجليها|الأصابع|اصابعه|أصابعه|يده|ايده|إيده|يدها|ايدها|يدي|ايدي|إيدي|ذراعي|ايديا)',
      '(?:يديه|ايديه|إيديه|ذراعيه|يديها|ايديها|ذراعيها|يدي|ايدي|ايده|إيده|اصابعه) (?:\\S+ )?(?:منملة|تنمل|مخدرة|منمنمة|ضعيفة)',
    ],
    hi: [
      '(?:हाथों|हाथ|बाहों|बांह|उंगलियों|दोनों पैरों)\\S* (?:\\S+ ){0,2}(?:में )?(?:झनझनाहट|सुन्न|कमजोरी|कमज़ोरी|चींटियां)',
      '(?:haathon|haath|baanh|baahon|ungliyon|dono pairon)\\w* (?:\\w+ ){0,2}(?:mein )?(?:jhanjhanahat|sunn|kamzori|chintiyan)',
    ],
    zh: ['(?:双手|两只手|手臂|胳膊|双臂|双腿|两条腿|手指|手脚|手)(?:\\S{0,3})(?:发麻|麻木|麻了|刺痛|无力|没(?:有)?知觉|没(?:有)?感觉)'],
    ja: ['(?:両手|両腕|手|腕|両足|手足|指)(?:が|に)?(?:\\S{0,3})(?:しびれ|痺れ|ピリピリ|ビリビリ|力が入らな|感覚がな)'],
    ko: ['(?:양손|양팔|손|팔|양다리|손가락|팔다리)(?:이|가|에)? (?:\\S+ )?(?:저려|저리|저림|마비|감각이 없|힘이 없|힘이 안|찌릿)'],
  },
};

/**
 * NHS "urinary retention" / NICE CKS LUTS in men: cannot pass urine at all (acute retention) — A&E now
 * for a catheter. Distinct from `anuria` (not making urine, dehydration).
 */
const URINARY_RETENTION = {
  id: 'urinary_retention',
  label: 'cannot pass urine (urinary retention)',
  terms: {
    en: [
      "(?:can(?:'t|not)|unable to|not able to|couldn(?:'t| not)) (?:even |actually )?(?:pee|wee|urinate|pass (?:any )?(?:urine|water)|empty (?:my|his|her|their) bladder)(?! (?:without|properly|much|a lot|very|as much|normally|easily|fully|in public|when))",
      "(?:hasn'?t|haven'?t|has not|have not) been able to (?:pee|wee|urinate|pass (?:urine|water))",
      "bladder (?:\\w+ ){0,3}(?:full|bursting) (?:\\w+ ){0,3}(?:can(?:'t|not)|nothing (?:comes|will come)|won'?t come)",
      "(?:trying|tries|tried) to (?:pee|wee|urinate) (?:\\w+ ){0,3}(?:nothing|can(?:'t|not))",
      "(?:hasn'?t|haven'?t|has not|have not|not) (?:\\w+ )?(?:peed|passed (?:any )?urine|urinated|been able to go) [^.!?]{0,40}bladder (?:\\w+ ){0,2}(?:full|bursting|swollen|distended)",
      "(?:desperate|dying|bursting) (?:to|for) (?:a )?(?:pee|wee) but (?:\\w+ ){0,2}(?:nothing|can(?:'t|not)|won'?t)",
      'urinary retention',
      'retention of urine',
    ],
    is: ['get (?:\\w+ )?ekki pissað', 'getur (?:\\w+ )?ekki pissað', 'gat (?:\\w+ )?ekki pissað', 'næ(?:r)? ekki að pissa', 'kemur ekkert (?:þvag|piss)', 'þvagteppa', 'þvagteppu', 'getur ekki haft þvaglát'],
    pl: ['nie (?:mog\\w*|może|moze) (?:się )?(?:wysika\\w*|oddać moczu|siusiać|sikać|zrobić siku|oddawać moczu|odda\\w* moczu)', 'nie (?:może|mogę) się wysikać', 'zatrzymani\\w* moczu', 'pęcherz (?:\\w+ ){0,2}(?:pełny|pęka|rozsadza)'],
    es: ['no (?:puede|puedo|ha podido|he podido|pudo|pude|consigue|consigo) (?:nada de )?(?:orinar|hacer pis|mear|hacer pipí)(?! (?:sin|bien|normal))', 'retención (?:de )?orina', 'retención urinaria', 'no (?:le|me) sale (?:\\w+ )?(?:la )?(?:orina|pis)'],
    fr: ["(?:ne peut|ne peux|n'arrive|n'arrivais|n'a pas pu|n'ai pas pu|ne parvient) (?:pas |plus |pas à |plus à |à )?(?:uriner|faire pipi|pisser)(?! (?:sans|bien|normalement))", 'rétention (?:d.urine|urinaire)', 'bloqué\\w* (?:pour )?uriner'],
    de: ['kann (?:\\w+ ){0,3}nicht (?:mehr )?(?:urinieren|pinkeln|wasserlassen|wasser lassen|pieseln)', 'harnverhalt\\w*', 'harnsperre', 'blase (?:\\w+ ){0,2}(?:voll|platzt) (?:\\w+ ){0,3}(?:kommt nichts|nichts raus)'],
    pt: ['não (?:consegue|consigo|conseguiu|consegui|está conseguindo|estou conseguindo|tá conseguindo) (?:mais )?(?:urinar|fazer xixi|mijar)(?! (?:sem|direito|bem))', 'retenção (?:urinária|de urina)', 'não sai (?:\\w+ )?(?:urina|xixi)'],
    it: ['non (?:riesce|riesco|è riuscito|è riuscita|sono riuscito|sono riuscita) (?:più )?(?:a )?(?:urinare|fare pipì|fare la pipì)(?! (?:senza|bene))', 'ritenzione (?:urinaria|di urina)', "non esce (?:\\w+ )?(?:l'urina|la pipì|pipì)"],
    ru: ['не (?:может|могу|мог\\w*|получается) (?:совсем )?(?:помочиться|пописать|мочиться|сходить в туалет по-маленькому)(?! (?:без|нормально))', 'задержк\\w* мочи', 'моча не (?:\\w+ )?(?:отходит|идет|выходит)', 'не отходит моча'],
    tr: ['idrar(?:ını|ımı)? (?:hiç |bir türlü )?yapamı\\w*', 'çiş(?:ini|imi)? (?:hiç |bir türlü )?yapamı\\w*', 'idrar(?:ım|ı)? (?:hiç )?gelmiyor', 'idrar tutukluğu', 'idrar retansiyonu', 'işeyemi\\w*'],
    ar: [
      'ما يقدر (?:\\S+ )?(?:يتبول|يبول|يعمل حمام|يعمل بيبي|يفضي مثانته)',
      'ما اقدر (?:\\S+ )?(?:اتبول|أتبول|أبول|ابول)',
      'ما أقدر (?:\\S+ )?(?:اتبول|أتبول|أبول|ابول)',
      'مش قادر (?:\\S+ )?(?:يتبول|اتبول|أتبول|يعمل حمام)',
      'لا يستطيع التبول',
      'لا تستطيع التبول',
      'البول (?:\\S+ )?(?:ما|مو|مش) (?:[يت]نزل|[يت]طلع)',
      'احتباس (?:ال)?بول',
      'حصر (?:ال)?بول',
    ],
    hi: [
      'पेशाब (?:बिल्कुल )?(?:नहीं (?:हो|उतर|निकल|आ) (?:रहा|रही|पा)|रुक गया|रुक गई)',
      'पेशाब नहीं कर पा',
      'मूत्र (?:\\S+ )?रुक',
      '(?:peshab|pishab|pishaab|peshaab) (?:bilkul )?(?:nahi (?:ho|utar|nikal|aa|kar) (?:raha|rahi|pa)|ruk gaya|ruk gayi|nahi kar pa)',
    ],
    zh: ['尿不出', '排不出尿', '(?:小便|尿)(?:排)?不出(?:来)?', '尿潴留', '(?:憋|胀)(?:着)?尿(?:\\S{0,4})(?:尿不出|出不来)'],
    ja: ['(?:尿|おしっこ)が出(?:ない|ません|なく|せな)', '尿閉', '排尿(?:でき|が出来)な'],
    ko: ['소변(?:이|을)? (?:전혀 |하나도 |아예 )?(?:안 나와|안 나오|못 보|볼 수 없|나오지 않|못 봐)', '오줌(?:이|을)? (?:전혀 |하나도 |아예 )?(?:안 나와|안 나오|못 누|못 싸|나오지 않)', '요폐', '배뇨(?:가)? (?:안|불가|곤란)'],
  },
};

/** RCEM / British Burn Association: electric shock or lightning strike. */
const ELECTRIC_SHOCK = {
  id: 'electric_shock',
  label: 'electric shock or lightning strike',
  terms: {
    en: [
      'electric(?:al)? shock',
      'electrocut\\w*',
      'shock (?:\\w+ ){0,2}(?:from|off) (?:a |the |an )?(?:plug|socket|wire|cable|mains|electric fence|power|outlet|switch|light fitting|appliance)',
      '(?:touched|grabbed|hit|held) (?:a |the |an )?(?:live|bare|exposed|high voltage|overhead) (?:wire|cable|line)',
      '(?:touched|grabbed|hit) (?:\\w+ ){0,2}power ?lines?',
      'struck by lightning',
      'lightning strike',
      'hit by lightning',
    ],
    is: ['raflost\\w*', 'fékk (?:\\w+ )?(?:straum|rafstraum|raflost)', 'rafstraum\\w*', 'eldingu laust', 'varð fyrir eldingu'],
    pl: ['porażeni\\w* (?:\\w+ )?prądem', 'poraził\\w* (?:\\w+ )?prąd', 'kopnął (?:\\w+ )?prąd', 'kopnięci\\w* prądem', 'uderzeni\\w* pioruna', 'piorun (?:\\w+ )?(?:uderzył|trafił)'],
    es: ['descarga eléctrica', 'electrocut\\w*', '(?:me|le|lo|la|nos) (?:dio|ha dado|pegó|pasó) (?:la )?corriente', 'calambrazo', '(?:le|me) cayó un rayo', 'alcanzad[ao] por un rayo'],
    fr: ['électrocut\\w*', 'électrisé\\w*', 'décharge électrique', '(?:pris|prise|reçu) (?:une |un )?(?:décharge|coup de jus|châtaigne)', 'choc électrique', 'foudroy\\w*', 'frappé\\w* par la foudre'],
    de: ['stromschlag\\w*', 'stromunfall', 'elektrischen schlag', 'strom (?:\\w+ )?(?:abbekommen|bekommen|gekriegt)', 'vom blitz getroffen', 'blitzschlag'],
    pt: ['choque elétrico', 'choque (?:\\w+ ){0,2}(?:na|no|da|do) (?:tomada|fio|chuveiro|geladeira|máquina|cerca|poste|rede|fiação)', 'eletrocut\\w*', 'descarga elétrica', 'atingid[ao] por (?:um )?raio'],
    it: ['scossa elettrica', '(?:preso|presa|ha preso|ho preso) (?:una |la )?(?:scossa|corrente(?! d.aria))', 'folgorat\\w*', 'fulminat\\w*', 'elettrocut\\w*', 'colpit[ao] da un fulmine'],
    ru: ['удар\\w* (?:\\w+ )?током', 'током (?:\\w+ )?(?:ударило|шарахнуло|дёрнуло|дернуло|ударил|убило)', 'электротравм\\w*', 'поражени\\w* (?:электрическим )?током', 'ударила молния', 'удар молнии'],
    tr: ['elektrik çarp\\w*', 'akım çarp\\w*', 'elektrik akımına kapıl\\w*', 'cereyan çarp\\w*', 'yıldırım çarp\\w*', 'elektrik (?:\\w+ )?çarpması'],
    ar: ['(?:ضربتني|ضربته|ضربتها|مسكتني|مسكته|مسكتها|لسعتني|لسعته|لسعتها|صعقتني|صعقته|صعقتها|ضربني|ضربه) (?:ال)?كهرب', 'صعق\\S* (?:\\S+ )?كهربائ', 'صعقة كهرب', 'تكهرب', 'اتكهرب', 'انكهرب', 'صاعقة'],
    hi: ['करंट (?:\\S+ )?(?:लग|लगा|मार)', 'बिजली (?:का )?(?:झटका|करंट)', 'बिजली गिर', 'current (?:\\w+ )?(?:lag|laga|lagi|maar)', 'bijli (?:ka )?(?:jhatka|current|jhatkaa)', 'bijli gir'],
    zh: ['触电', '被电(?:击|到|了|打)', '电击', '雷击', '被雷(?:劈|击)', '漏电(?:\\S{0,4})电(?:到|了)'],
    ja: ['感電', '電気ショック', '落雷', '雷に打たれ'],
    ko: ['감전', '전기 ?충격', '벼락', '낙뢰', '전기(?:가|에) (?:\\S+ )?통했'],
  },
};

/** RCEM / BBA: high-voltage source (≥ 1000 V, power lines, railways). */
const HIGH_VOLTAGE = {
  id: 'high_voltage',
  label: 'high-voltage source',
  terms: {
    en: ['high[ -]?voltage', 'power ?lines?', 'pylon', 'overhead (?:line|cable)s?', 'substation', 'third rail', 'railway (?:line|cable)', '\\d+ ?kv$'],
    is: ['háspenn\\w*', 'raflín\\w*'],
    pl: ['wysoki\\w* napięci\\w*', 'wysokiego napięcia', 'lini\\w* energetyczn\\w*', 'trakcj\\w*', 'transformator\\w*'],
    es: ['alta tensión', 'alto voltaje', 'cable de alta', 'torre eléctrica', 'catenaria'],
    fr: ['haute tension', 'ligne électrique', 'caténaire', 'transformateur'],
    de: ['hochspannung\\w*', 'starkstrom\\w*', 'oberleitung\\w*', 'stromleitung\\w*', 'umspann\\w*'],
    pt: ['alta tensão', 'alta voltagem', 'fio de alta', 'poste de (?:luz|energia)', 'rede elétrica'],
    it: ['alta tensione', 'traliccio', 'linea elettrica', 'cabina elettrica'],
    ru: ['высок\\w* напряжени\\w*', 'высоковольт\\w*', 'лэп', 'линии электропередач\\w*', 'трансформатор\\w*'],
    tr: ['yüksek gerilim', 'yüksek voltaj', 'trafo\\w*', 'elektrik hattı', 'elektrik direğ\\w*'],
    ar: ['ضغط عالي', 'جهد عالي', 'جهد عال', 'خط كهرباء', 'أسلاك الكهرباء', 'محول كهرباء', 'محطة كهرباء'],
    hi: ['हाई ?वोल्टेज', 'बिजली के (?:खंभे|तार)', 'ट्रांसफार्मर', 'high ?voltage', 'bijli ke (?:khambe|taar)', 'transformer'],
    zh: ['高压电', '高压线', '变压器', '电线杆'],
    ja: ['高圧電', '高電圧', '送電線', '変電'],
    ko: ['고압(?:선|전기|전류)', '고전압', '전봇대', '변압기'],
  },
};

/** NICE CKS cellulitis / NICE NG141: pain out of proportion to what the skin shows (necrotising infection). */
const PAIN_OUT_OF_PROPORTION = {
  id: 'pain_out_of_proportion',
  label: 'pain out of proportion to the wound or skin',
  terms: {
    en: [
      "(?:hurts?|hurting|pain|painful|sore|agony) (?:\\w+ ){0,3}(?:way |much |far |a lot |lot )?(?:more|worse) than (?:it )?(?:looks|it should|should|you'd expect|expected|it looks)",
      'pain (?:\\w+ ){0,3}out of (?:all )?proportion',
      'looks (?:\\w+ ){0,2}(?:like nothing|small|tiny|minor|fine|ok|okay) but (?:\\w+ ){0,3}(?:hurts|agony|pain|excruciating|killing)',
    ],
    is: ['verk\\w* (?:\\w+ ){0,3}(?:miklu |mun )?(?:meiri|verri) en (?:\\w+ ){0,2}(?:sýnist|lítur út|búast mætti)', 'lítur (?:\\w+ )?(?:sakleysislega|lítið|vel) út en (?:\\w+ ){0,3}(?:verk|sárt|vont|kval)'],
    pl: ['boli (?:\\w+ ){0,3}(?:dużo |o wiele |znacznie )?(?:bardziej|mocniej) niż (?:\\w+ ){0,2}(?:wygląda|powinno)', 'ból (?:\\w+ ){0,3}nieproporcjonaln\\w*', 'wygląda (?:\\w+ ){0,2}(?:niewinnie|na nic|niegroźnie|niepozornie),? (?:\\w+ ){0,2}ale (?:\\w+ ){0,2}(?:boli|ból)'],
    es: ['duele (?:\\w+ ){0,3}(?:mucho )?más de lo que (?:\\w+ )?(?:parece|debería)', 'dolor (?:\\w+ ){0,3}desproporcionad[ao]', 'parece (?:\\w+ ){0,2}(?:poca cosa|nada|pequeñ\\w*),? pero (?:\\w+ ){0,2}(?:duele|dolor)'],
    fr: ["plus mal (?:qu.\\w+ |que )(?:\\w+ ){0,3}(?:paraît|parait|semble|laisse)", 'douleur (?:\\w+ ){0,3}disproportionnée', "l'air de rien,? mais (?:\\w+ ){0,3}(?:mal|douleur)"],
    de: ['(?:tut|schmerzt) (?:\\w+ ){0,3}(?:viel )?mehr (?:weh )?als (?:es |sie |er )?(?:aussieht|sein sollte)', 'schmerz\\w* (?:\\w+ ){0,3}(?:unverhältnismäßig|in keinem verhältnis)', 'sieht (?:\\w+ ){0,2}harmlos aus,? (?:\\w+ ){0,2}aber (?:\\w+ ){0,3}(?:schmerz|weh)'],
    pt: ['dói (?:\\w+ ){0,3}(?:muito )?mais do que (?:\\w+ )?(?:parece|deveria)', 'dor (?:\\w+ ){0,3}desproporcional', 'parece (?:\\w+ ){0,2}(?:pequen\\w*|nada|bobagem),? mas (?:\\w+ ){0,2}(?:dói|dor)'],
    it: ['fa (?:\\w+ ){0,2}(?:molto |molto più |più )?male (?:\\w+ )?più di quanto (?:\\w+ )?sembr', 'fa (?:\\w+ ){0,2}più male di quanto (?:\\w+ )?sembr', 'dolore (?:\\w+ ){0,3}sproporzionat\\w*', 'sembra (?:\\w+ ){0,2}(?:niente|poca cosa|piccol\\w*),? ma (?:\\w+ ){0,2}(?:fa male|dolore)'],
    ru: ['болит (?:\\w+ ){0,3}(?:гораздо |намного |куда )?сильнее,? чем (?:\\w+ ){0,2}(?:выглядит|должно)', 'боль (?:\\w+ ){0,3}несоразмерн\\w*', 'выглядит (?:\\w+ ){0,2}(?:ерундой|пустяком|безобидно),? (?:а|но) (?:\\w+ ){0,2}бол\\w*'],
    tr: ['göründüğünden (?:\\w+ ){0,2}(?:çok )?(?:daha )?(?:fazla )?(?:ağrı\\w*|acı\\w*)', 'ağrı\\w* (?:\\w+ ){0,3}orantısız'],
    ar: ['(?:يوجع|يألم|الألم|الوجع|توجع|تؤلم) (?:\\S+ ){0,3}(?:أكثر|اكثر) (?:بكثير )?(?:من|مما) (?:\\S+ )?(?:يبدو|شكله|منظره|شكلها)', 'ألم (?:\\S+ ){0,2}(?:لا يتناسب|غير متناسب)'],
    hi: ['(?:दिखने|दिखता) (?:\\S+ ){0,2}(?:से )?(?:कहीं |बहुत )?(?:ज़्यादा|ज्यादा) दर्द', '(?:dikhne|dikhta) (?:\\w+ ){0,2}(?:se )?(?:kahin |bahut )?(?:zyada|jyada) dard'],
    zh: ['比看起来(?:要)?(?:疼|痛)(?:得多|很多)?', '(?:看起来|看着)(?:\\S{0,6})(?:但|可是|却)(?:\\S{0,4})(?:疼得|痛得)(?:要命|厉害|受不了)', '疼痛(?:程度)?(?:与|和)(?:伤口|外观)不(?:成比例|相称)'],
    ja: ['見た目(?:より|以上に)(?:\\S{0,4})(?:ずっと|はるかに|かなり)?(?:痛|激痛)', '見た目の割に(?:\\S{0,4})痛'],
    ko: ['보기보다 (?:\\S+ )?(?:훨씬 )?(?:아파|아프|통증)', '(?:상처|겉보기)에 비해 (?:\\S+ )?(?:너무 )?(?:아파|아프|통증)'],
  },
};

/** NICE CKS cellulitis (necrotising fasciitis): dusky, purple, grey or black skin, dark or blood-filled blisters. */
const SKIN_DUSKY = {
  id: 'skin_dusky',
  label: 'dusky, purple or black skin or dark blisters',
  terms: {
    en: [
      'dusky',
      '(?:skin|area|wound|cut|redness|it) (?:\\w+ ){0,4}(?:going|gone|turning|turned|looks?|looking|is|getting) (?:\\w+ )?(?:purple|purplish|black|blackish|grey|gray|greyish|bluish black|violet)',
      '(?:purple|black|grey|gray|dark) (?:\\w+ ){0,2}(?:patches|skin|areas?|blotches) (?:\\w+ ){0,2}(?:around|near|on|over|spreading)',
      '(?:blood-filled|blood filled|dark|black|purple) blisters',
    ],
    is: ['(?:húðin|húð|sárið|svæðið|roðinn)\\w* (?:\\w+ ){0,3}(?:fjólublá\\w*|svört\\w*|svart|dökk\\w*|grá\\w*|blásvört\\w*)', '(?:dökk\\w*|blóð\\w*) blöðr\\w*'],
    pl: ['(?:skóra|skórę|rana|ranka|okolica|zaczerwienienie)\\w* (?:\\w+ ){0,3}(?:sin\\w*|fioletow\\w*|czarn\\w*|ciemn\\w*|szar\\w*|zsinia\\w*|czernieje|ciemnieje)', '(?:sinieje|ciemnieje|czernieje) (?:\\w+ ){0,2}(?:skóra|wokół)', 'pęcherze (?:\\w+ ){0,2}(?:z krwią|krwiste|ciemne)'],
    es: ['(?:piel|herida|zona|rojez)\\w* (?:\\w+ ){0,3}(?:morad[ao]|negr[ao]|oscur[ao]|violáce[ao]|amoratad[ao]|grisáce[ao]|ennegrecid[ao])', 'se (?:está|esta) poniendo (?:morad[ao]|negr[ao]|oscur[ao])', 'ampollas (?:\\w+ ){0,2}(?:oscuras|con sangre|moradas|negras)'],
    fr: ['(?:peau|plaie|zone|rougeur)\\w* (?:\\w+ ){0,3}(?:violacé\\w*|violet\\w*|noir\\w*|noirâtre\\w*|sombre\\w*|grisâtre\\w*)', 'devient (?:\\w+ )?(?:violette|noire|violacée|sombre)', '(?:cloques|bulles|phlyctènes) (?:\\w+ ){0,2}(?:sombres|noires|violacées|de sang|hémorragiques)'],
    de: ['(?:haut|wunde|stelle|rötung)\\w* (?:\\w+ ){0,3}(?:lila|violett|blauschwarz|schwarz|dunkel\\w*|gräulich|livide)', '(?:wird|färbt sich) (?:\\w+ )?(?:lila|violett|schwarz|dunkel|blauschwarz)', '(?:dunkle|blutige|schwarze) blasen'],
    pt: ['(?:pele|ferida|região|vermelhidão)\\w* (?:\\w+ ){0,3}(?:roxa|roxo|arroxeada|preta|preto|escura|escuro|acinzentada|enegrecida)', '(?:ficando|está ficando) (?:\\w+ )?(?:roxa|preta|escura|arroxeada)', 'bolhas (?:\\w+ ){0,2}(?:escuras|com sangue|roxas|pretas)'],
    it: ['(?:pelle|ferita|zona|arrossamento)\\w* (?:\\w+ ){0,3}(?:viola|violacea|nera|nero|scura|scuro|grigiastra|livida)', '(?:sta diventando|diventa|diventata) (?:\\w+ )?(?:viola|nera|scura|violacea)', '(?:bolle|vesciche) (?:\\w+ ){0,2}(?:scure|di sangue|nere|violacee)'],
    ru: ['(?:кожа|рана|ранка|место|покраснение)\\w* (?:\\w+ ){0,3}(?:фиолетов\\w*|багров\\w*|синюшн\\w*|черн\\w*|темн\\w*|серо\\w*)', '(?:чернеет|темнеет|синеет) (?:\\w+ ){0,2}(?:кожа|вокруг)', 'пузыри (?:\\w+ ){0,2}(?:с кровью|темные|кровян\\w*)'],
    tr: ['(?:cilt|deri|yara|bölge|kızarıklık)\\w* (?:\\w+ ){0,3}(?:mor\\w*|siyah\\w*|kararm\\w*|koyu\\w*|grileş\\w*)', 'morarıyor', 'kararıyor', '(?:kanlı|koyu|siyah) (?:su )?kabarcık\\w*'],
    ar: ['(?:الجلد|جلده|جلدها|الجرح|جرحه|جرحها|المنطقة|الاحمرار)\\S* (?:\\S+ ){0,3}(?:بنفسجي|أسود|اسود|داكن|غامق|رمادي|ازرق غامق|مسود|بنفسجية|سوداء)', '(?:صار|صارت) (?:لونه |لونها )?(?:أسود|اسود|بنفسجي|بنفسجية|غامق|سوداء)', 'فقاعات (?:\\S+ )?(?:دموية|داكنة|سوداء|فيها دم)'],
    hi: ['(?:त्वचा|चमड़ी|घाव|जगह)\\S* (?:\\S+ ){0,3}(?:बैंगनी|काली|काला|नीली पड़|गहरी)', '(?:twacha|chamdi|ghaav|ghav|jagah)\\w* (?:\\w+ ){0,3}(?:baingani|kaali|kala|neeli pad|gehri)'],
    zh: ['(?:皮肤|伤口|周围|红肿)(?:\\S{0,6})(?:发紫|发黑|变紫|变黑|紫黑|青紫|暗紫|发暗|灰黑)', '(?:血泡|黑色水泡|紫色水泡)'],
    ja: ['(?:皮膚|傷|周り|赤み)(?:\\S{0,6})(?:紫色|黒く|どす黒|暗紫|紫っぽ|黒ずん|灰色)', '血疱', '血豆'],
    ko: ['(?:피부|상처|주변|빨간 부분)(?:가|이|의)? (?:\\S+ ){0,2}(?:보라색|검게|검은색|거뭇|검붉|회색|시커멓)', '(?:피가 찬|검은) 물집'],
  },
};

/** British Burn Association / NHS burns: a burn about the size of the patient's palm or larger, or with large or many blisters. */
const BURN_EXTENT = {
  id: 'burn_extent',
  label: 'burn the size of a palm or larger, or with large blisters',
  terms: {
    en: [
      '(?:size|big|large) (?:\\w+ ){0,2}(?:as |of )?(?:my |his |her |a |their |the )?(?:palm|hand)',
      '(?:bigger|larger) than (?:\\w+ ){0,2}(?:palm|hand)',
      '(?:palm|hand)[ -]sized',
      '(?:big|large|huge|massive|lots of|several|many) (?:\\w+ )?blisters?',
      'blisters? (?:\\w+ ){0,3}(?:all over|everywhere|whole|entire|large area|big area)',
    ],
    is: ['(?:á stærð við|stærð\\w*|stór\\w*) (?:\\w+ ){0,2}(?:lófa|lófi|hönd)', 'stærri en (?:\\w+ )?(?:lófi|lófinn|höndin|lófa)', '(?:stór\\w*|mörg\\w*|margar) (?:\\w+ )?blöðr\\w*'],
    pl: ['(?:wielkości|rozmiar\\w*|jak) (?:\\w+ )?(?:dłoni|dłoń)', 'większ\\w* (?:\\w+ )?niż (?:\\w+ )?dłoń', '(?:duże|dużo|wielkie|liczne) (?:\\w+ )?pęcherz\\w*'],
    es: ['(?:tamaño|grande) (?:\\w+ ){0,2}(?:como )?(?:la |una |mi )?(?:palma|mano)', 'más grande que (?:la |una |mi )?(?:palma|mano)', '(?:grandes|muchas|varias) ampollas', 'ampollas (?:grandes|enormes|por todo)'],
    fr: ["(?:taille|grande) (?:\\w+ ){0,2}(?:d'une |de la |comme (?:la |une |ma )?)?(?:paume|main)", 'plus grande? que (?:la |ma |une )?(?:paume|main)', '(?:grosses|grandes|nombreuses|plusieurs) (?:cloques|ampoules)', '(?:cloques|ampoules) (?:énormes|grosses|partout)'],
    de: ['(?:handteller|handflächen|hand)gro(?:ss|ß)', '(?:größer|so groß) (?:als|wie) (?:\\w+ )?(?:handfläche|hand|handteller)', '(?:große|viele|mehrere) (?:brand)?blasen'],
    pt: ['(?:tamanho|grande) (?:\\w+ ){0,2}(?:da |de uma |como a |como uma )?(?:palma|mão)', 'maior (?:do )?que (?:a |uma |minha )?(?:palma|mão)', '(?:bolhas grandes|grandes bolhas|muitas bolhas|várias bolhas)'],
    it: ['(?:grand\\w*|dimensioni|grosse) (?:\\w+ ){0,3}(?:come )?(?:il |un |una )?(?:palmo|palma|mano)', 'più grand\\w* (?:\\w+ )?(?:del|di un|della|di una) (?:palmo|palma|mano)', '(?:vesciche|bolle) (?:grandi|grosse|enormi)', '(?:grandi|grosse|tante|molte) (?:vesciche|bolle)'],
    ru: ['(?:размером|величиной) (?:\\w+ )?(?:с )?ладон\\w*', 'с ладонь', 'больше ладони', '(?:большие|крупные|много) (?:\\w+ )?(?:волдыр\\w*|пузыр\\w*)'],
    tr: ['avuç ?içi (?:\\w+ )?(?:kadar|büyüklüğünde)', '(?:el|avuç|avucum) (?:kadar|büyüklüğünde)', 'avucu\\w* (?:\\w+ )?büyük', '(?:büyük|çok|birçok) (?:su )?(?:kabarcık\\w*|toplamış)'],
    ar: ['(?:بحجم|قد|أكبر من|اكبر من|حجمه|حجمها) (?:\\S+ )?(?:كف|الكف|اليد|كفه|كفي|كفها|الإيد|الايد)', '(?:فقاعات|نفطات|بثور) (?:\\S+ )?(?:كبيرة|كثيرة)'],
    hi: ['(?:हथेली|hatheli) (?:\\S+ )?(?:जितना|जितनी|से बड़ा|से बड़ी|jitna|jitni|se bada|se badi)', '(?:बड़े|बहुत सारे) (?:\\S+ )?(?:छाले|फफोले)', '(?:bade|bahut saare) (?:\\w+ )?(?:chhale|phaphole)'],
    zh: ['(?:手掌|巴掌)(?:那么|一样|这么)?大', '比手掌(?:还)?大', '(?:很多|好多|大片|大)(?:的)?(?:水泡|水疱)'],
    ja: ['手のひら(?:くらい|ほど|大|以上|より大き)', '(?:大きな|たくさんの)(?:水ぶくれ|水疱)'],
    ko: ['손바닥(?:만|만큼|보다 크|보다 넓| 크기)', '(?:큰|많은) 물집'],
  },
};

/** NHS heat exhaustion and heatstroke: exposure to heat (sun, heatwave, hot car, exertion in heat, sauna). */
const HEAT_EXPOSURE = {
  id: 'heat_exposure',
  label: 'exposure to heat (sun, heatwave, hot car, exertion in the heat)',
  terms: {
    en: [
      'heat ?stroke',
      'sun ?stroke',
      'heat exhaustion',
      'heat ?wave',
      '(?:in|out in|under) the (?:hot |blazing |midday )?sun (?:\\w+ ){0,3}(?:all day|for hours|hours|all afternoon)', '(?:all day|for hours|all afternoon) (?:\\w+ ){0,3}(?:in|out in|under) the (?:hot |blazing |midday )?sun',
      '(?:in|out in) (?:the|this) heat',
      '(?:very|really|so|extremely|boiling) hot (?:day|weather|outside|today)',
      '(?:working|running|playing|walking|marching|digging|hiking) (?:\\w+ ){0,3}in (?:the|this) (?:heat|sun)',
      '(?:left|locked|stuck|trapped) in (?:a |the )?(?:hot )?car',
      'hot car',
      'sauna',
      'too much sun',
    ],
    is: ['hitaslag\\w*', 'sólsting\\w*', 'hitabylgj\\w*', 'í sólinni (?:\\w+ ){0,3}(?:allan daginn|tímunum|klukkutím\\w*)', '(?:allan daginn|tímunum saman) (?:\\w+ ){0,2}í (?:sólinni|hitanum)', 'í hitanum', 'í (?:\\w+ )?(?:miklum|þessum) hita', 'gufubað\\w*', 'sauna', 'heitum bíl'],
    pl: ['udar (?:cieplny|słoneczny)', 'przegrzani\\w*', 'przegrzał\\w*', 'upał\\w*', 'w (?:pełnym )?słońcu (?:\\w+ ){0,3}(?:cały dzień|godzin\\w*|kilka godzin)', '(?:cały dzień|całe popołudnie|kilka godzin|godzinami) (?:\\w+ ){0,2}(?:w (?:pełnym )?słońcu|na słońcu|w upale)', 'w (?:tym )?upale', 'w (?:nagrzanym|gorącym|zamkniętym) (?:\\w+ )?(?:aucie|samochodzie)', 'saun\\w*'],
    es: ['golpe de calor', 'insolación', 'ola de calor', '(?:al|bajo el|en el) sol (?:\\w+ ){0,3}(?:todo el día|horas|toda la tarde)', '(?:todo el día|toda la tarde|horas|varias horas) (?:\\w+ ){0,2}(?:al|bajo el|en el) sol', 'con (?:este |el |tanto |mucho )?calor', 'en el calor', 'coche (?:\\w+ )?(?:al sol|caliente|cerrado)', 'sauna'],
    fr: ['coup de chaleur', 'insolation', 'canicule', '(?:au|en plein|sous le) soleil (?:\\w+ ){0,3}(?:toute la journée|des heures|heures|tout l.après-midi)', '(?:journée|après-midi|heures) (?:\\w+ ){0,2}(?:au|en plein|sous le) soleil', 'dans la chaleur', 'par (?:cette|une telle|la) chaleur', 'voiture (?:\\w+ )?(?:au soleil|surchauffée|fermée)', 'sauna'],
    de: ['hitzschlag', 'sonnenstich', 'hitzewelle', 'hitzeerschöpfung', 'in der hitze', 'bei (?:der|dieser) hitze', '(?:in der )?(?:prallen )?sonne (?:\\w+ ){0,3}(?:den ganzen tag|stunden|stundenlang)', '(?:den ganzen tag|stundenlang|stunden) (?:\\w+ ){0,2}in der (?:prallen )?sonne', '(?:heißen|aufgeheizten|überhitzten) auto', 'sauna'],
    pt: ['insolação', 'golpe de calor', 'intermação', 'onda de calor', '(?:no|debaixo do|sob o) sol (?:\\w+ ){0,3}(?:o dia (?:todo|inteiro)|horas|a tarde toda)', '(?:o dia (?:todo|inteiro)|horas|a tarde (?:toda|inteira)) (?:\\w+ ){0,2}(?:no|ao|debaixo do|sob o) sol', '(?:no|com esse|nesse|com este|neste) calor', 'carro (?:\\w+ )?(?:no sol|quente|fechado)', 'sauna'],
    it: ['colpo di calore', 'colpo di sole', 'insolazione', 'ondata di caldo', '(?:al|sotto il) sole (?:\\w+ ){0,3}(?:tutto il giorno|per ore|ore|tutto il pomeriggio)', '(?:tutto il giorno|per ore|tutto il pomeriggio) (?:\\w+ ){0,2}(?:al|sotto il) sole', '(?:con|nel|in questo|con questo) (?:gran )?caldo', 'macchina (?:\\w+ )?(?:al sole|rovente|chiusa)', 'sauna'],
    ru: ['тепловой удар', 'солнечный удар', 'перегрел\\w*', 'перегрев\\w*', 'на (?:солнце|солнцепеке|жаре) (?:\\w+ ){0,3}(?:весь день|час\\w*|долго)', '(?:весь день|целый день|несколько часов|часами|полдня) (?:\\w+ ){0,2}на (?:солнце|солнцепеке|жаре)', 'в (?:такую )?жару', 'жарищ\\w*', 'сильн\\w* жар\\w* на улице', 'в (?:закрытой|раскаленной) машине', 'саун\\w*', 'в бане'],
    tr: ['güneş çarpması', 'sıcak çarpması', 'sıcak dalgası', 'güneşte (?:\\w+ ){0,3}(?:bütün gün|saatlerce|saat|uzun süre)', '(?:bütün gün|tüm gün|saatlerce|gün boyu) (?:\\w+ )?(?:güneşte|güneş altında|sıcakta)', '(?:bu )?sıcakta', 'aşırı sıcak', 'sauna\\w*', '(?:kapalı|sıcak|kızgın) araba\\w*'],
    ar: ['ضربة (?:ال)?شمس', 'ضربة (?:ال)?حر', 'ضربة حرارة', 'إجهاد حراري', 'اجهاد حراري', 'موجة (?:ال)?حر', 'تحت الشمس', 'في الشمس (?:\\S+ ){0,3}(?:ساعات|طول اليوم|كل اليوم)', 'في الحر', 'الحر (?:\\S+ )?(?:شديد|الشديد)', 'سيارة (?:\\S+ )?(?:حارة|مقفلة|مسكرة)', 'ساونا'],
    hi: ['लू (?:लग|लगी|लगना|लगने)', 'हीट ?स्ट्रोक', 'धूप में (?:\\S+ ){0,3}(?:घंटों|दिन भर|पूरे दिन|काम)', 'गर्मी में', 'तेज़ गर्मी', 'तेज गर्मी', 'loo (?:lag|lagi|lagna|lagne)', 'heat ?stroke', 'dhoop mein', 'dhup mein', 'garmi mein', 'tez garmi'],
    zh: ['中暑', '热射病', '热衰竭', '高温(?:天气|下|作业|天)', '(?:太阳|烈日)(?:底下|下)', '暴晒', '闷在车里', '关在车里', '桑拿'],
    ja: ['熱中症', '日射病', '熱射病', '炎天下', '猛暑', '暑い(?:中|日)', '(?:車内|車の中)に(?:\\S{0,4})(?:放置|閉じ込め|残さ)', 'サウナ'],
    ko: ['열사병', '일사병', '열탈진', '폭염', '땡볕', '뙤약볕', '더운 (?:날|데서|곳)', '(?:차 안|차안)에 (?:\\S+ )?(?:갇혀|방치)', '사우나'],
  },
};

/** NHS heatstroke: not sweating even though feeling too hot; hot, dry skin. */
const NOT_SWEATING = {
  id: 'not_sweating',
  label: 'not sweating, hot dry skin',
  terms: {
    en: ["(?:stopped|not|isn'?t|is not|no longer|hasn'?t been|has stopped) sweating", 'skin (?:\\w+ )?(?:is )?(?:hot and dry|dry and hot|burning hot and dry)', 'no sweat at all'],
    is: ['svitnar (?:\\w+ )?ekki', 'hætt\\w* að svitna', '(?:heit\\w* og þurr\\w*|þurr\\w* og heit\\w*)'],
    pl: ['nie poci się', 'przesta\\w* się pocić', '(?:skóra )?(?:gorąca i sucha|sucha i gorąca)'],
    es: ['no (?:está )?suda(?:ndo)?', '(?:dejó|ha dejado) de sudar', 'ya no suda', 'piel (?:\\w+ )?(?:caliente y seca|seca y caliente)'],
    fr: ['ne transpire (?:plus|pas)', 'arrêté de transpirer', 'ne sue plus', 'peau (?:\\w+ )?(?:chaude et sèche|sèche et chaude|brûlante et sèche)'],
    de: ['schwitzt (?:\\w+ )?nicht(?: mehr)?', 'aufgehört zu schwitzen', 'kein schweiß', 'haut (?:\\w+ )?(?:heiß und trocken|trocken und heiß)'],
    pt: ['não (?:está )?(?:sua|suando)', 'parou de suar', 'pele (?:\\w+ )?(?:quente e seca|seca e quente)'],
    it: ['non suda(?: più)?', 'ha smesso di sudare', 'pelle (?:\\w+ )?(?:calda e secca|secca e calda|bollente e secca)'],
    ru: ['не потеет', 'перестал\\w* потеть', 'нет пота', 'кожа (?:\\w+ )?(?:горяч\\w* и сух\\w*|сух\\w* и горяч\\w*)'],
    tr: ['terlemiyor', 'terlemesi (?:\\w+ )?durdu', 'hiç terlemiyor', '(?:cilt|ten)\\w* (?:\\w+ )?(?:sıcak ve kuru|kuru ve sıcak)'],
    ar: ['ما يعرق', 'لا يعرق', 'مو (?:[يت]عرق)', 'مش (?:[يت]عرق|بيعرق|بتعرق)', '(?:توقف|وقف|بطل) (?:عن )?(?:ال)?(?:تعرق|عرق)', '(?:جلده|جلدها|جلدي) (?:\\S+ )?(?:حار وناشف|ناشف وحار|حار وجاف|ساخن وجاف|سخن وناشف)'],
    hi: ['पसीना (?:\\S+ )?(?:नहीं आ|बंद हो)', '(?:paseena|pasina) (?:\\w+ )?(?:nahi aa|band ho)', 'त्वचा (?:\\S+ )?गर्म और सूखी'],
    zh: ['不出汗', '没(?:有)?(?:出)?汗', '无汗', '皮肤(?:又)?(?:干(?:又|而)?(?:热|烫)|(?:热|烫)(?:又|而)?干)'],
    ja: ['汗が出(?:ない|なく|ていない|てない)', '汗をかいていな', '汗をかかな', '汗をかいてな'],
    ko: ['땀이 (?:\\S+ )?(?:안 나|나지 않|멈췄|안 나와|전혀 안)', '땀을 (?:안 흘|흘리지 않)', '피부가 (?:뜨겁고 건조|건조하고 뜨거)'],
  },
};

/** NICE NG151 neutropenic sepsis: anticancer treatment (chemotherapy) — "chemo", "chimio", "quimio", "化疗" … */
const ANTICANCER_TREATMENT = {
  id: 'anticancer_treatment',
  label: 'on chemotherapy / anticancer treatment',
  terms: {
    en: [
      'chemo',
      'chemotherapy',
      '(?:on|having|getting|receiving|started|finished|had) (?:\\w+ ){0,2}(?:cancer|oncology) (?:treatment|drugs|tablets|therapy)',
      '(?:cycle|round|dose|session|course|infusion) of (?:\\w+ )?(?:chemo|chemotherapy|immunotherapy)',
      'immunotherapy for (?:\\w+ )?cancer',
      '(?:capecitabine|docetaxel|paclitaxel|carboplatin|cisplatin|oxaliplatin|cyclophosphamide|doxorubicin|folfox|folfiri|r-chop|fec-t|gemcitabine)',
      '(?:bone marrow|stem cell) transplant',
    ],
    is: ['lyfjameðferð\\w*', 'krabbameinsmeðferð\\w*', 'krabbameinslyf\\w*', 'kemó\\w*', 'frumudrepandi'],
    pl: ['chemioterapi\\w*', '(?:na|po|w trakcie|przed|od) chemi(?:i|ą)$', '(?:biorę|bierze|dostaję|dostaje|mam|ma|przyjmuję|przyjmuje) chemię', 'wlew\\w* (?:chemii|chemioterapii)', 'leczeni\\w* onkologiczn\\w*'],
    es: ['quimio\\w*', 'tratamiento (?:de |contra el |oncológico|del |para el )?cáncer', 'tratamiento oncológico', 'ciclo de (?:quimio|tratamiento)'],
    fr: ['chimio\\w*', 'traitement (?:du |contre le |anti)?cancer\\w*', 'cure de chimio\\w*', 'traitement anticancéreux'],
    de: ['chemo\\w*', 'krebsbehandlung', 'krebstherapie', 'zytostatik\\w*'],
    pt: ['quimio\\w*', 'tratamento (?:de |contra o |do |oncológico|para o )?(?:câncer|cancro)', 'tratamento oncológico'],
    it: ['chemio\\w*', 'terapia (?:oncologica|antitumorale)', 'cura (?:per il|contro il) (?:tumore|cancro)', 'ciclo di chemio\\w*'],
    ru: ['химиотерапи\\w*', '(?:на|после) химии', 'курс\\w* химии', '(?:получаю|получает|прохожу|проходит|делают|капают|начали) химию', 'лечение (?:от )?рака', 'противоопухолев\\w*'],
    tr: ['kemoterapi\\w*', 'kemo$', 'kemo(?:ya|dan|da|yu|nun|yla)$', 'kanser tedavi\\w*'],
    ar: ['(?:ياخد|ياخذ|باخد|باخذ|تاخد|تاخذ|آخذ|اخذ|أخذ|جلسة|جلسات|جرعة|علاج) (?:ال)?كيما?وي', 'العلاج الكيميائي', 'علاج كيميائي', 'علاج (?:\\S+ )?(?:السرطان|الأورام|الاورام)'],
    hi: ['कीमो', 'कीमोथेरेपी', 'कैंसर (?:का )?इलाज', 'kimo', 'chemo', 'cancer (?:ka )?(?:ilaaj|ilaj|treatment)'],
    zh: ['化疗', '放化疗', '靶向治疗', '肿瘤治疗', '癌症治疗', '抗癌治疗'],
    ja: ['抗がん剤', '抗癌剤', '化学療法', 'がん治療', '癌治療', '抗がん治療'],
    ko: ['항암', '항암치료', '항암제', '화학요법', '키모'],
  },
};

/**
 * NICE CKS sciatica (cauda equina red flags) in lay words: cannot feel when wiping, numb "down there" or
 * around the bottom, wet oneself without noticing. A red flag with back pain or leg symptoms (numbness
 * of the bottom after a long bike ride alone is not).
 */
const SADDLE_NUMBNESS = {
  id: 'saddle_numbness',
  label: 'numbness around the bottom or genitals, or not feeling when wiping or passing urine',
  terms: {
    en: ["can(?:'t|not) feel (?:\\w+ ){0,3}(?:when|while) (?:i |he |she |they )?wip(?:e|ing)", 'numb (?:\\w+ ){0,2}(?:down there|down below|when (?:i |he |she )?wipe)', '(?:bum|bottom|backside|private parts|genitals|groin|inner thighs) (?:\\w+ ){0,2}(?:feels? )?(?:numb|dead|no feeling)', 'no feeling (?:\\w+ ){0,2}(?:bum|bottom|down there|groin|private parts)', "(?:wet|soiled) (?:my|him|her|them)sel(?:f|ves) (?:\\w+ ){0,2}without (?:noticing|realising|realizing|knowing|feeling)"],
    is: ['finn (?:\\w+ )?ekki (?:\\w+ ){0,3}(?:þegar ég þurrka|þegar ég skeini|við að skeina|að neðan|í klofinu|við rassinn)', 'dof\\w* (?:\\w+ ){0,2}(?:að neðan|niðri|í klofinu|við rassinn|á rassinum)', '(?:rassinn|klofið|kynfærin) (?:\\w+ )?(?:dofin\\w*|tilfinningalaus\\w*)', 'pissaði (?:\\w+ )?á mig (?:\\w+ ){0,2}án þess að (?:finna|taka eftir)'],
    pl: ['nie czuj\\w* (?:\\w+ ){0,3}(?:przy podcieraniu|podcierania|krocza|pośladków|w kroczu|tam na dole|okolic\\w* krocza|odbytu|okolicy intymnej)', '(?:krocze|pośladki|okolica krocza|tam na dole|okolica intymna) (?:\\w+ ){0,2}(?:zdrętwiał\\w*|bez czucia|drętwieje)', 'popuści\\w* (?:\\w+ ){0,3}(?:nie czując|bez czucia|nawet nie (?:czuł|zauważył))'],
    es: ['no (?:siento|siente) (?:\\w+ ){0,3}(?:al limpiarme|al limpiarse|cuando me limpio|la zona (?:genital|íntima)|ahí abajo|el trasero|las nalgas|la entrepierna)', '(?:entrepierna|zona genital|zona íntima|nalgas|ahí abajo|trasero) (?:\\w+ ){0,2}(?:dormid[ao]s?|adormecid[ao]s?|sin sensibilidad|insensible)', '(?:me hice|se hizo|me he hecho|se ha hecho) pis (?:\\w+ ){0,2}sin (?:darme cuenta|darse cuenta|notarlo|sentirlo)'],
    fr: ["ne (?:sens|sent) (?:\\w+ ){0,3}(?:en m.essuyant|quand je m.essuie|entre les jambes|les fesses|le périnée|en bas|la zone intime)", '(?:fesses|entrejambe|périnée|parties intimes) (?:\\w+ ){0,2}(?:engourdi\\w*|insensible\\w*|endormi\\w*)', 'fait pipi (?:\\w+ ){0,2}sans (?:m.en rendre compte|s.en rendre compte|le sentir)'],
    de: ['spür\\w* (?:\\w+ ){0,3}(?:beim abwischen|nichts (?:im|am) (?:intimbereich|po|gesäß|schritt)|im schritt)', '(?:po|gesäß|schritt|intimbereich|genitalbereich|damm|reithosenbereich) (?:\\w+ ){0,2}(?:taub|gefühllos|eingeschlafen)', '(?:eingenässt|in die hose gemacht) (?:\\w+ ){0,2}ohne (?:es )?(?:zu merken|zu spüren)'],
    pt: ['não (?:sinto|sente) (?:\\w+ ){0,3}(?:ao me limpar|quando me limpo|a região íntima|as nádegas|o bumbum|lá embaixo|a virilha)', '(?:virilha|nádegas|bumbum|região íntima|genitais|lá embaixo) (?:\\w+ ){0,2}(?:dormente\\w*|adormecid\\w*|sem sensibilidade)', 'fiz xixi (?:\\w+ ){0,2}sem (?:perceber|sentir)'],
    it: ['non (?:sento|sente) (?:\\w+ ){0,3}(?:quando mi pulisco|pulendomi|le natiche|il sedere|l.inguine|lì sotto|il perineo|la zona intima)', '(?:natiche|sedere|inguine|genitali|lì sotto|perineo|zona intima) (?:\\w+ ){0,2}(?:intorpidit\\w*|addormentat\\w*|insensibil\\w*)', 'fatto (?:la )?pipì (?:\\w+ ){0,2}senza (?:accorgermene|accorgersene|sentirla)'],
    ru: ['не чувству\\w* (?:\\w+ ){0,3}(?:когда подтираюсь|промежност\\w*|ягодиц\\w*|в паху|там внизу|ниже пояса)', '(?:промежность|ягодицы|пах|там внизу) (?:\\w+ ){0,2}(?:онемел\\w*|не чувству\\w*)', 'обмочил\\w* (?:\\w+ ){0,2}(?:не заметив|не почувствовав|сам того не)'],
    tr: ['(?:kasığımı|kasığını|poposunu|popomu|kalçalarımı|genital bölgemi|alt tarafımı|makatımı)\\w* (?:\\w+ )?hissetmiyor\\w*', '(?:silerken|temizlenirken|taharetlenirken) (?:\\w+ ){0,2}hissetm\\w*', '(?:kasık|popo|kalça|genital bölge|makat|apış arası)\\w* (?:\\w+ ){0,2}(?:uyuştu|uyuşuk|his yok|hissizleşti|uyuşma)', 'farkında olmadan (?:\\w+ ){0,2}(?:altına|idrar\\w*) kaçır\\w*'],
    ar: ['ما (?:أحس|احس|يحس) (?:\\S+ ){0,3}(?:لما أمسح|لما امسح|وقت المسح|بالمنطقة الحساسة|بين الرجلين|بالمؤخرة|تحت)', 'تنميل (?:\\S+ ){0,2}(?:بين الفخذين|المنطقة الحساسة|المقعدة|الشرج|المؤخرة)', '(?:بلل|بال|عملها) (?:\\S+ ){0,2}(?:بدون ما|دون أن|من غير ما) (?:[يتأ]حس|يشعر|أشعر|احس)'],
    hi: ['(?:पोंछते|साफ करते) (?:\\S+ ){0,2}(?:महसूस नहीं|पता नहीं चल)', '(?:गुप्तांग|कूल्हों|जांघों के बीच|नीचे के हिस्से)\\S* (?:\\S+ ){0,2}सुन्न', '(?:ponchhte|saaf karte) (?:\\w+ ){0,2}(?:mehsoos nahi|pata nahi chal)', '(?:neeche|private part|kulhe)\\w* (?:\\w+ ){0,2}sunn'],
    zh: ['(?:擦屁股|擦的时候)(?:\\S{0,4})(?:没感觉|感觉不到)', '(?:屁股|肛门|会阴|下身|裆部|大腿内侧)(?:\\S{0,3})(?:发麻|麻木|没(?:有)?感觉)', '(?:尿|拉)(?:在)?裤子(?:里)?(?:\\S{0,4})(?:不知道|没感觉)'],
    ja: ['(?:拭く|ふく)(?:とき|時)(?:\\S{0,4})(?:感覚がな|わからな)', '(?:お尻|肛門|股|陰部|会陰)(?:の周り)?(?:が|の)(?:\\S{0,3})(?:しびれ|痺れ|感覚がな|麻痺)', '(?:漏らし|失禁)(?:\\S{0,4})(?:気づかな|気付かな)'],
    ko: ['(?:닦을 때|뒤처리할 때) (?:\\S+ )?(?:감각이 없|느낌이 없|못 느)', '(?:엉덩이|항문|사타구니|생식기|회음부)(?:가|이|에|쪽)? (?:\\S+ )?(?:저려|저리|감각이 없|마비|무감각)', '(?:모르게|모르는 사이에) (?:\\S+ )?(?:소변|대변)(?:을|이)? (?:지렸|샜)'],
  },
};

// ------------------------------------------------------------------ additions to existing concepts

const ADDITIONS: MechanismGroup['additions'] = {
  // NICE NG232: a head injury in lay words — "landed on her head", "his head hit the floor".
  head_injury: {
    en: [
      '(?:landed|fell|came down) (?:\\w+ ){0,2}on (?:my |his |her |their |the |its )?head',
      'head (?:\\w+ ){0,2}(?:hit|smacked|slammed|banged|cracked|struck|bounced off) (?:\\w+ ){0,2}(?:floor|ground|concrete|pavement|wall|table|kerb|curb|tiles|road|ice)',
      '(?:hit|smacked|cracked|whacked|split) (?:his|her|my|their) head',
      'head first',
    ],
    is: ['lent\\w* (?:\\w+ )?á (?:höfðinu|hausnum|höfuðið|hausinn)', '(?:skall|skellti) (?:\\w+ ){0,2}(?:höfð\\w*|haus\\w*)', 'rak (?:\\w+ )?(?:hausinn|höfuðið) (?:\\w+ )?í', 'fékk (?:\\w+ )?högg á (?:hausinn|höfuðið)', 'datt á hausinn', '(?:höfuðið|hausinn) (?:\\w+ ){0,2}(?:skall|lenti)'],
    pl: ['uderzył\\w* (?:się )?(?:\\w+ ){0,2}głową', 'upadł\\w* (?:\\w+ ){0,2}na głowę', '(?:walnął|walnęła|grzmotnął|grzmotnęła|rąbnął|rąbnęła)\\w* (?:\\w+ ){0,2}głową', 'rozbił\\w* (?:sobie )?głowę', 'stłuczeni\\w* głowy', 'głową (?:\\w+ ){0,2}(?:o podłogę|o ziemię|o beton|o ścianę|o kant)'],
    es: ['(?:se |me |te )?(?:golpeó|golpeé|pegó|pegué|dio|di) (?:\\w+ ){0,2}(?:en |con )?la cabeza', 'cayó de cabeza', '(?:cayó|caí|se cayó) (?:\\w+ ){0,2}(?:sobre|de) (?:la )?cabeza', 'golpe (?:\\w+ )?(?:en|de) la cabeza'],
    fr: ["(?:s'est|me suis|se sont) (?:\\w+ )?(?:cogné|tapé|heurté)\\w* (?:\\w+ )?la tête", '(?:tombé|tombée) (?:\\w+ ){0,2}sur la tête', 'pris un coup (?:\\w+ )?(?:à|sur) la tête', 'heurté la tête', 'tapé la tête', 'la tête (?:\\w+ ){0,2}(?:a heurté|a tapé|a cogné) (?:\\w+ ){0,2}(?:sol|mur|carrelage|trottoir)'],
    de: ['(?:mit dem|auf den) kopf (?:\\w+ ){0,3}(?:aufgeschlagen|gefallen|geknallt|gestoßen|gestürzt)', 'kopf (?:\\w+ ){0,2}(?:aufgeschlagen|angestoßen|angeschlagen)', 'auf den kopf gefallen', 'kopfüber'],
    pt: ['bat(?:eu|i) com a cabeça', '(?:caiu|caí) (?:\\w+ ){0,2}(?:de cabeça|com a cabeça|sobre a cabeça)', 'bat(?:eu|i|ido) (?:\\w+ )?a cabeça', 'pancada (?:\\w+ )?na cabeça'],
    it: ['(?:cadut[ao]|caduta) (?:\\w+ ){0,2}(?:di testa|sulla testa)', '(?:colpit[ao]|sbattut[ao]|battut[ao]|picchiat[ao]) (?:\\w+ )?(?:alla |la |con la )?testa', 'testa (?:\\w+ ){0,2}(?:sbattuto|picchiato|battuto) (?:\\w+ ){0,2}(?:terra|pavimento|muro)'],
    ru: ['упал\\w* (?:\\w+ ){0,2}на голову', 'разбил\\w* (?:\\w+ )?голову', 'стукнул\\w* (?:\\w+ )?голов\\w*', 'ушиб (?:\\w+ )?голов\\w*', 'голов\\w* (?:\\w+ ){0,2}(?:об пол|об асфальт|об землю|о пол|об стену|о стену)'],
    tr: ['başının üstüne düş\\w*', 'kafa(?:sının|mın)? üstü(?:ne)? düş\\w*', 'baş(?:ını|ımı) (?:\\w+ )?(?:yere|duvara|masaya) (?:çarp|vur)\\w*', 'kafa(?:sını|mı) (?:\\w+ )?(?:yere|duvara|masaya) (?:çarp|vur)\\w*', 'kafa üstü düş\\w*'],
    ar: ['(?:ضرب|خبط|انخبط|اتخبط|انضرب) (?:\\S+ ){0,2}(?:راسه|رأسه|راسها|رأسها|راسي|رأسي|دماغه)', '(?:وقع|طاح|سقط|وقعت|طاحت|سقطت) (?:\\S+ )?على (?:راسه|رأسه|راسها|رأسها|راسي|رأسي|دماغه)', 'ضربة (?:\\S+ )?(?:في|على) (?:ال)?(?:راس|رأس)'],
    hi: ['सिर (?:\\S+ ){0,2}(?:टकरा|फट|पटक)', 'सिर के बल गिर', 'सिर (?:\\S+ )?(?:ज़मीन|फर्श|दीवार) (?:\\S+ )?(?:लगा|टकराया)', '(?:sir|sar) (?:\\w+ ){0,2}(?:takra|phat|patak)', '(?:sir|sar) ke bal gir'],
    zh: ['头(?:部)?(?:着地|先着地|撞到|撞在|磕在|磕到|摔到|碰到|撞了)', '摔到(?:了)?头', '(?:撞|磕|碰|摔)(?:到|了|破)(?:他的|她的|我的)?头', '头朝下摔'],
    ja: ['頭から(?:落ち|転落|地面に|転ん)', '頭部を(?:打|強打)', '頭が(?:地面|床|壁)に(?:当た|ぶつか)', '頭を(?:強く)?(?:打|ぶつけ|強打)'],
    ko: ['머리(?:를|가)? (?:\\S+ )?(?:부딪|박|찧|다쳤|땅에)', '머리부터 (?:떨어|넘어)', '머리를 (?:바닥|땅|벽)에'],
  },
  // Resuscitation Council UK / NHS: catastrophic bleeding — spurting or pumping (arterial), or not stopped by firm pressure.
  heavy_bleeding: {
    en: [
      '(?:blood|it) (?:\\w+ ){0,2}(?:spurting|squirting|pumping|pulsing|gushing|shooting|spraying|jetting) (?:out)?',
      '(?:spurts|squirts|pumps|pulses|sprays) (?:\\w+ ){0,3}(?:blood|with (?:each|every|my|his|her) (?:heart)?beat)',
      "(?:won'?t|will not|doesn'?t|does not|isn'?t|not) stop(?:ping)? (?:\\w+ ){0,3}(?:even )?(?:with|despite|after|though) (?:\\w+ ){0,3}(?:pressure|pressing|pressed)",
      "(?:pressing|pressure|pressed) (?:\\w+ ){0,7}(?:still|keeps) (?:bleed\\w*|coming|pouring|soaking|gushing)",
      'arterial bleed\\w*',
      'soaked through (?:\\w+ ){0,3}(?:towels?|tea ?towels?|bandages?|t-shirts?)',
    ],
    is: ['blóð\\w* (?:\\w+ ){0,2}(?:spýtist|spýttist|sprautast|sprautaðist|gusast|gusaðist|fossar|pumpast|spurtar|spýst)', '(?:spýtist|sprautast|gusast|fossar) (?:\\w+ ){0,2}blóð', 'hættir ekki (?:\\w+ ){0,3}(?:þótt|þó|þrátt fyrir|þegar) (?:\\w+ ){0,2}(?:þrýst|ýt|held)', 'slagæðablæð\\w*'],
    pl: ['krew (?:\\w+ ){0,2}(?:tryska|tryskała|sika|sikała|pulsuje|leci strumieniem|chlusta|bucha|leje się)', '(?:tryska|sika|chlusta|bucha) (?:\\w+ )?krew', '(?:krwawi|krew leci) (?:\\w+ ){0,3}mimo (?:\\w+ ){0,2}(?:ucisk\\w*|uciskania|przyciskania)', 'nie (?:przestaje|ustaje|zatrzymuje się) (?:\\w+ ){0,3}mimo (?:\\w+ ){0,2}(?:ucisk\\w*|uciskania|przyciskania)', 'krwotok tętnicz\\w*'],
    es: ['sangre (?:\\w+ ){0,2}(?:a chorros|a borbotones|chorrea|brota|sale disparada|sale a presión|pulsa|salta)', '(?:sale|brota|salta) (?:\\w+ )?(?:la )?sangre a (?:chorros|borbotones|presión)', 'sangra a (?:chorros|borbotones)', 'no (?:para|se detiene|deja de sangrar) (?:\\w+ ){0,3}(?:aunque|a pesar de|pese a|ni) (?:\\w+ ){0,2}(?:presión|aprieto|apretar|presiono|apretando|presionando)'],
    fr: ['sang (?:\\w+ ){0,2}(?:gicle|giclait|jaillit|pulse|sort par saccades|coule à flots|pisse)', '(?:gicle|jaillit) (?:\\w+ )?(?:du )?sang', 'saigne (?:\\w+ ){0,2}(?:par saccades|à flots|en jet)', "(?:ne s'arrête pas|continue de saigner|saigne toujours) (?:\\w+ ){0,3}(?:malgré|même (?:en|avec)) (?:\\w+ ){0,2}(?:compression|appuyant|pression|appui|comprimant)"],
    de: ['blut (?:\\w+ ){0,2}(?:spritzt|pulsiert|schießt|sprudelt|strömt|pumpt)', '(?:spritzt|pulsiert|schießt|sprudelt) (?:\\w+ ){0,2}blut', 'spritzende blutung', 'hört (?:\\w+ ){0,3}nicht auf (?:\\w+ ){0,3}(?:trotz|obwohl) (?:\\w+ ){0,2}(?:druck|drücke|drücken|draufdrücke)', 'trotz (?:\\w+ )?druck(?:verband)? (?:\\w+ ){0,2}(?:blutet|blut)', 'trotz (?:\\w+ ){0,2}(?:druck|drücken|druckverband) (?:\\w+ ){0,2}nicht auf zu bluten'],
    pt: ['sangue (?:\\w+ ){0,2}(?:jorrando|jorra|esguicha|esguichando|pulsando|espirrando|espirra|jorrou)', '(?:jorra|esguicha|espirra) (?:\\w+ )?sangue', 'não para (?:de sangrar )?(?:\\w+ ){0,3}(?:mesmo|apesar) (?:\\w+ ){0,3}(?:pressão|apertando|aperto|pressionando|aperte)'],
    it: ['sangue (?:\\w+ ){0,2}(?:zampilla|schizza|esce a fiotti|pulsa|sgorga|spruzza)', '(?:zampilla|schizza|sgorga|spruzza) (?:\\w+ )?sangue', 'sanguina a fiotti', 'non si ferma (?:\\w+ ){0,3}(?:anche|nonostante|pur) (?:\\w+ ){0,3}(?:premendo|pressione|premo|compress\\w*|schiaccio)'],
    ru: ['кровь (?:\\w+ ){0,2}(?:фонтан\\w*|бьет|хлещ\\w*|пульсир\\w*|брызж\\w*|струей|струёй|толчками)', '(?:хлещет|бьет|брызжет|фонтанирует) (?:\\w+ )?кровь', 'не останавливается (?:\\w+ ){0,3}(?:даже )?(?:при|несмотря на|хотя) (?:\\w+ ){0,2}(?:давлени\\w*|прижати\\w*|нажати\\w*|прижимаю|давлю)', '(?:прижимаю|давлю|зажимаю) (?:\\w+ ){0,3}(?:не останавлива\\w*|всё равно течет|все равно течет|все равно идет)'],
    tr: ['kan (?:\\w+ ){0,2}(?:fışkırıyor|fışkırdı|pompalanıyor|fışkır\\w*|pıtır pıtır)', 'fışkır\\w* (?:\\w+ )?kan', 'bastırma\\w* (?:\\w+ ){0,2}rağmen (?:\\w+ ){0,2}(?:durmuyor|dinmiyor|kesilmiyor)', 'bastır\\w* (?:\\w+ ){0,3}(?:durmuyor|dinmiyor|kesilmiyor)'],
    ar: ['(?:الدم|دم) (?:\\S+ ){0,2}(?:يتدفق|يطلع بقوة|يفور|ينط|يشخب|ينبض|يندفع|يضخ|يرش)', '(?:يتدفق|يندفع|يشخب|يفور|ينط) (?:\\S+ )?(?:الدم|دم)', '(?:ما|لا|مش) (?:[يت]وقف|يقف|وقف|راضي يوقف) (?:\\S+ ){0,3}(?:رغم|مع|حتى مع|حتى لو) (?:\\S+ ){0,2}(?:الضغط|ضغط|أضغط|اضغط|ضغطت)'],
    hi: ['खून (?:\\S+ ){0,2}(?:फव्वारे|पिचकारी|उछल|तेज़ी से निकल|धार)', '(?:khoon|khun) (?:\\w+ ){0,2}(?:fawware|favvare|pichkari|uchhal|dhaar)', 'दबाने (?:\\S+ ){0,3}(?:भी )?(?:खून )?(?:नहीं रुक|बंद नहीं)', 'dabane (?:\\w+ ){0,3}(?:bhi )?(?:khoon )?(?:nahi ruk|band nahi)'],
    zh: ['血(?:一直)?(?:往外)?(?:喷|涌|飙|呲|滋)', '喷血', '(?:按|压)(?:住|着)?(?:\\S{0,6})(?:还是|也|都)?(?:止不住|不停|流个不停|一直流|止不了)', '动脉(?:出血|破)'],
    ja: ['血が(?:噴き出|吹き出|噴出|ドクドク|どくどく|脈打|ピューピュー|ぴゅーぴゅー)', '(?:押さえ|圧迫し)(?:て|ても)(?:\\S{0,4})(?:止まらな|止まりませ)', '動脈(?:から)?(?:の)?出血'],
    ko: ['피가 (?:\\S+ )?(?:뿜어|솟구|솟아|분수처럼|펑펑|쏟아져|쏟아지)', '(?:눌러도|압박해도|지혈해도) (?:\\S+ )?(?:안 멈|멈추지 않|계속)', '동맥 출혈'],
  },
  // NICE NG38 / NHS: a limb bent the wrong way or at a strange angle after an injury (not a sprain's "twisted").
  deformity: {
    es: ['(?:brazo|pierna|muñeca|dedo|codo|hombro) (?:\\w+ ){0,3}(?:deformad[ao]|al revés|hacia el lado contrario|en un ángulo (?:raro|extraño))', 'ángulo (?:raro|extraño|antinatural)', 'deformidad'],
    fr: ['(?:bras|jambe|poignet|doigt|coude|épaule) (?:\\w+ ){0,3}(?:déformé\\w*|à l.envers|dans le mauvais sens|dans un angle bizarre)', 'angle (?:bizarre|anormal|pas naturel)'],
    de: ['(?:arm|bein|handgelenk|finger|ellbogen|schulter) (?:\\w+ ){0,3}(?:verformt|verbogen|in die falsche richtung|komisch abgewinkelt|unnatürlich abgewinkelt)', 'fehlstellung', 'unnatürliche\\w* winkel'],
    pt: ['(?:braço|perna|pulso|dedo|cotovelo|ombro) (?:\\w+ ){0,3}(?:virado ao contrário|deformad[ao]|virado para trás|dobrado ao contrário|num ângulo estranho)', 'deformidade', 'ângulo estranho'],
    it: ['(?:braccio|gamba|polso|dito|gomito|spalla) (?:\\w+ ){0,3}(?:deformat[ao]|girat[ao] al contrario|piegat[ao] in modo strano|all.indietro|storto in modo innaturale)', 'deformità', 'angolo (?:strano|innaturale)'],
    ru: ['(?:рука|нога|запястье|палец|локоть|плечо) (?:\\w+ ){0,3}(?:деформирован\\w*|согнут\\w* не в ту сторону|выгнут\\w*|под странным углом)', 'деформаци\\w*', 'под (?:странным|неестественным) углом'],
    tr: ['(?:kolu|bacağı|bileği|parmağı|kolum|bacağım|dirseği|omzu)\\w* (?:\\w+ ){0,2}(?:ters dönmüş|ters döndü|ters durmuyor|şekli bozul\\w*|garip açı\\w*|yamulmuş)', 'ters dönmüş', 'şekli bozuk', 'şekil bozukluğu'],
    ar: ['(?:يده|ذراعه|رجله|ساقه|يدها|ذراعها|رجلها|ساقها|يدي|رجلي|ايده|إيده|ايدها) (?:\\S+ ){0,2}(?:مقلوبة|بزاوية غريبة|مشوهة|ملفوفة للخلف|معوجة بشكل غريب)', 'تشوه واضح'],
    hi: ['(?:हाथ|पैर|बांह|कलाई) (?:\\S+ ){0,2}(?:उल्टा मुड़|टेढ़ा हो गया|अजीब तरह से मुड़)', '(?:haath|pair|baanh|kalai) (?:\\w+ ){0,2}(?:ulta mud|tedha ho gaya|ajeeb tarah se mud)'],
    zh: ['(?:胳膊|手臂|腿|手腕|手指|胳膊肘)(?:\\S{0,4})(?:变形|反着|方向不对|弯成奇怪)', '明显变形', '畸形'],
    ja: ['(?:腕|足|脚|手首|指|肘)が(?:\\S{0,4})(?:変形|変な方向|逆向き|おかしな角度|ありえない方向)'],
    ko: ['(?:팔|다리|손목|손가락|팔꿈치)(?:이|가)? (?:\\S+ )?(?:반대로 꺾|이상한 방향|변형|기형적으로)', '이상한 방향으로 (?:꺾|휘)'],
  },
  // NICE CKS back pain / sciatica (for the cauda equina red flags): back pain in everyday words.
  back_pain: {
    en: ['bad back', '(?:my|his|her|their) back (?:\\w+ ){0,2}(?:is killing|is agony|went|has gone|gave way|is bad)', 'back (?:is )?(?:killing|agony)'],
    is: ['(?:slæm\\w*|aum\\w*|illt) í bak\\w*', 'bakið (?:\\w+ ){0,2}(?:er aumt|verkjar|að drepa|slæmt)'],
    pl: ['(?:boli|bolą|bolał\\w*) (?:\\w+ ){0,2}(?:plecy|krzyż|lędźwie)', 'ból\\w* (?:\\w+ ){0,2}w krzyżu'],
    es: ['(?:me|le|te) duele (?:\\w+ ){0,2}la espalda', 'espalda (?:\\w+ ){0,2}(?:me duele|le duele|dolorida|fastidiada|hecha polvo)', 'dolor (?:\\w+ )?(?:de|en la) (?:parte baja de la )?espalda', 'riñones (?:\\w+ )?(?:me duelen|doloridos)'],
    fr: ['dos (?:\\w+ ){0,2}(?:me fait mal|lui fait mal|bloqué|douloureux|en compote)', 'mal (?:\\w+ )?(?:au|dans le) bas du dos', 'mal aux reins', 'douleur\\w* (?:\\w+ ){0,2}(?:du|au|dans le) dos'],
    de: ['rücken (?:\\w+ ){0,2}(?:tut (?:\\w+ )?weh|schmerzt|macht (?:\\w+ )?probleme)', 'schmerz\\w* (?:\\w+ ){0,2}(?:im )?(?:unteren )?rücken', 'kreuz tut weh'],
    pt: ['(?:me |lhe )?dói (?:\\w+ ){0,2}as costas', 'costas (?:\\w+ ){0,2}(?:doendo|doem|dói)', 'dor (?:\\w+ )?(?:no fundo das|na parte baixa das) costas', 'dor na lombar'],
    it: ['(?:mi |gli |le )?fa male (?:\\w+ ){0,2}la schiena', 'schiena (?:\\w+ ){0,2}(?:fa male|dolorante|a pezzi)', 'dolor\\w* (?:\\w+ ){0,2}(?:alla|della) schiena', 'mal di reni'],
    ru: ['спина (?:\\w+ ){0,2}бол\\w*', 'бол\\w* (?:\\w+ ){0,2}(?:спина|поясница|в пояснице|в спине)', 'прихватило спину', 'сорвал\\w* спину'],
    tr: ['sırtım (?:\\w+ )?ağrı\\w*', 'belimde (?:\\w+ )?ağrı\\w*', 'bel(?:im|i)? tutul\\w*', 'beli (?:\\w+ )?ağrıyor'],
    ar: ['(?:ظهري|ظهره|ظهرها|ضهري|ضهره) (?:\\S+ )?(?:يوجع|توجع|يألم|واجعني|واجعه|واجعها|يعورني)', 'وجع (?:في )?(?:أسفل )?(?:الظهر|ظهري|ضهري)'],
    hi: ['कमर (?:\\S+ )?(?:दुख|में दर्द)', 'पीठ (?:\\S+ )?(?:दुख|में दर्द)', '(?:kamar|peeth|pith) (?:\\w+ )?dukh'],
    zh: ['腰(?:很|特别|非常|有点)?(?:痛|疼|酸痛)', '(?:后背|背部|下背)(?:很|特别)?(?:痛|疼)', '闪了腰'],
    ja: ['背中の痛み', '腰の痛み', '腰を痛め', 'ぎっくり腰', '背中が(?:すごく|とても)?痛'],
    ko: ['허리(?:가|도)? (?:\\S+ )?(?:아파|아프|아픈|쑤셔)', '등(?:이|도)? (?:\\S+ )?(?:아파|아프)', '허리를 삐'],
  },
  // NICE NG41: neck pain after an injury, in the languages the lexicon lacked.
  neck_pain: {
    en: ['(?:sore|painful|stiff and painful|hurting) neck', 'neck (?:\\w+ ){0,2}(?:sore|painful|killing|hurting|aching|agony)', 'whiplash', 'pain (?:\\w+ ){0,2}in (?:the |my |his |her |their )?neck', 'back of (?:the |my |his |her )?neck (?:\\w+ ){0,2}(?:hurts|sore|pain)'],
    is: ['verk\\w* (?:\\w+ ){0,2}(?:í )?hnakk\\w*', 'illt í (?:hnakkanum|hálsliðum|hálshrygg)', 'hálshrygg\\w* (?:\\w+ )?(?:aum|verk)', '(?:aum\\w*|sár\\w*) (?:í )?hnakka'],
    pl: ['(?:boli|bolą|bolał\\w*) (?:\\w+ ){0,2}(?:kark|szyja|szyję)', '(?:kark|szyja) (?:\\w+ ){0,2}(?:boli|bolą|bolał\\w*)', 'ból\\w* (?:\\w+ )?(?:karku|szyi|kręgosłupa szyjnego)'],
    es: ['dolor (?:\\w+ ){0,2}(?:de |en el )?cuello', '(?:me|le) duele (?:\\w+ ){0,2}el cuello', 'dolor (?:\\w+ ){0,2}(?:de |en la )?nuca', 'cervicales'],
    fr: ['douleur\\w* (?:\\w+ ){0,2}(?:au |du |dans le )?(?:cou|nuque)', 'mal (?:au cou|à la nuque|aux cervicales)', '(?:cou|nuque) (?:\\w+ ){0,2}(?:douloureu\\w*|fait mal)'],
    de: ['nackenschmerz\\w*', '(?:nacken|halswirbelsäule|hws) (?:\\w+ ){0,3}(?:tut weh|schmerzt|weh)', 'schmerz\\w* (?:\\w+ ){0,2}(?:im )?nacken'],
    pt: ['dor (?:\\w+ ){0,2}(?:no |de )?pescoço', 'dor (?:\\w+ )?na nuca', 'pescoço (?:\\w+ ){0,2}(?:dói|doendo|dolorido)', 'dói (?:\\w+ ){0,2}o pescoço'],
    it: ['dolor\\w* (?:\\w+ ){0,2}(?:al |del )?collo', 'male al collo', 'mal di collo', '(?:collo|cervicale) (?:\\w+ ){0,2}(?:fa male|dolorante|mi fa male)', 'dolore cervicale'],
    ru: ['бол\\w* (?:\\w+ ){0,2}(?:в )?(?:шее|шеи|шею)', 'шея (?:\\w+ ){0,2}бол\\w*', 'болит шея', 'бол\\w* (?:\\w+ )?шейн\\w*'],
    tr: ['boyn(?:um|u|unda|umda|unu)\\w* (?:\\w+ ){0,2}(?:ağrı\\w*|acı\\w*)', 'boyun ağrısı', 'ense(?:m|si)? (?:\\w+ )?ağrı\\w*'],
    ar: ['(?:ألم|الم|وجع) (?:\\S+ ){0,2}(?:في )?(?:الرقبة|رقبتي|رقبته|رقبتها)', '(?:رقبتي|رقبته|رقبتها) (?:\\S+ )?(?:توجع|تؤلم|يوجع|واجعته|واجعتني)'],
    hi: ['गर्दन (?:\\S+ ){0,2}(?:में )?दर्द', 'गर्दन दुख', 'gardan (?:\\w+ ){0,2}(?:mein )?dard', 'gardan dukh'],
    zh: ['脖子(?:很|非常|特别)?(?:痛|疼)', '颈部(?:疼痛|痛|疼)', '颈椎(?:痛|疼)', '脖子后面(?:痛|疼)'],
    ja: ['首が(?:すごく|とても)?痛', '首の痛み', '首(?:の後ろ)?を痛', '首の後ろが痛'],
    ko: ['뒷목(?:이)? (?:\\S+ )?(?:아파|아프|통증|당겨)', '목 뒤(?:가|쪽이)? (?:\\S+ )?(?:아파|아프)', '경추 (?:통증|부상)', '목을 (?:다쳤|삐었)'],
  },
};

const CHEM = {
  en: '(?:bleach|acid|alkali|caustic|drain cleaner|drain unblocker|oven cleaner|cleaning (?:spray|product|fluid)|chemicals?|quicklime|cement|concrete|ammonia|dishwasher (?:tablet|liquid|powder)|(?:washing|laundry) (?:pod|capsule|liquitab)|disinfectant|chlorine (?:tablets?|granules|powder)|pool chemicals?|hair dye|relaxer|peroxide|battery acid|lye|descaler)',
};

const ADDITIONS_TOXIC: MechanismGroup['additions'] = {
  // RCOphth / NHS: chemical splashed in the eye (bleach, acid, drain or oven cleaner, cement) → irrigate and go to A&E now.
  chemical_eye: {
    en: [`${CHEM.en} & (?:in|into) (?:my |his |her |their |the |both |an |one )?eyes?`, `(?:splash\\w*|spray\\w*|squirt\\w*|flick\\w*|spat|spit) (?:\\w+ ){0,3}${CHEM.en} (?:\\w+ ){0,3}eyes?`],
    is: ['(?:klór\\w*|sýr\\w*|lút\\w*|stíflueyð\\w*|ofnahreins\\w*|hreinsiefn\\w*|sement\\w*|kalk\\w*|ammoníak\\w*|uppþvottaefn\\w*|efn\\w*) & (?:í|upp í|framan í) (?:\\w+ )?aug\\w*'],
    pl: ['(?:wybielacz\\w*|kwas\\w*|ług\\w*|kret\\w*|chemi\\w*|środ\\w* (?:do czyszczenia|żrąc\\w*)|domestos\\w*|cement\\w*|wapn\\w*|amoniak\\w*|płyn\\w* do (?:piekarnik\\w*|udrażniania|rur)|sod\\w* kaustyczn\\w*) & (?:do|w) (?:\\w+ )?(?:oka|oko|oczu|oczy)$'],
    es: ['(?:lejía|ácido|cáustic\\w*|desatascador\\w*|limpiahornos|limpiador|producto químico|químico|cal viva|cemento|amoniaco|salfumán|sosa cáustica|lavavajillas) & (?:en|al|a) (?:\\w+ )?ojos?$'],
    fr: ["(?:javel|acide|caustique|déboucheur|décapant|nettoyant (?:pour )?four|produit (?:chimique|ménager|d.entretien)|chaux|ciment|ammoniaque|soude|destop|liquide vaisselle) & (?:dans|à) (?:l')?(?:les |un |mon |son |ses |mes |l.)?(?:oeil|yeux)"],
    de: ['(?:bleiche|chlorreiniger|säure|lauge|abflussreiniger|rohrreiniger|backofenreiniger|chemikalie\\w*|putzmittel|kalk|zement|ammoniak|natronlauge|entkalker|reiniger|spülmaschinen\\w*) & (?:ins|in die|im|in den|in beide|ins linke|ins rechte) (?:\\w+ )?(?:auge|augen)'],
    pt: ['(?:água sanitária|cândida|lixívia|ácido|soda cáustica|desentupidor|limpa-forno|produto (?:químico|de limpeza)|cal virgem|cimento|amônia|amoníaco|químico) & (?:no|nos|na|nas) (?:\\w+ )?olhos?$'],
    it: ["(?:candeggina|varechina|acido|soda caustica|sgorgante|sturalavandin\\w*|idraulico liquido|sgrassatore|prodotto chimico|sostanza chimica|calce|cemento|ammoniaca|anticalcare|detersivo per lavastoviglie) & (?:nell'|negli |agli |all'|in un |nello |nei |in )(?:occhio|occhi)"],
    ru: ['(?:отбеливател\\w*|кислот\\w*|щелоч\\w*|хлорк\\w*|крот\\w*|средств\\w* для (?:труб|чистки|духовк)\\w*|хими\\w*|известь|извест\\w*|цемент\\w*|аммиак\\w*|нашатыр\\w*|белизн\\w*|доместос\\w*) & в (?:\\w+ )?глаз\\w*'],
    tr: ['(?:çamaşır suyu|asit|kezzap|lavabo açıcı|fırın temizleyici|kimyasal|kireç|çimento|amonyak|tuz ruhu|yağ çözücü)\\w* & göz(?:üme|üne|lerime|lerine|e|ümün)'],
    ar: ['(?:كلوركس|مبيض|حمض|أسيد|اسيد|ماء النار|مادة كيميائية|مواد كيميائية|منظف (?:\\S+ )?(?:أفران|الأفران|مجاري|المجاري|حمامات)|فلاش|مزيل الدهون|الصودا الكاوية|جير|شيد|اسمنت|أسمنت|نشادر|أمونيا) & (?:في |ب|على )(?:عيني|عينه|عينها|العين|عيونه|عيوني|عيونها|عيونه)'],
    hi: ['(?:ब्लीच|तेज़ाब|तेजाब|एसिड|केमिकल|रसायन|चूना|सीमेंट|फिनाइल|हार्पिक|कास्टिक) & (?:आंख|आँख|आंखों|आँखों)\\S* (?:में|मे)', '(?:bleach|tezaab|tejab|acid|chemical|chuna|cement|phenyl|harpic) & (?:aankh|ankh|aankhon|aakh)\\w* (?:mein|me|mai)'],
    zh: ['(?:漂白剂|漂白水|消毒液|84消毒|强酸|强碱|硫酸|盐酸|烧碱|管道疏通剂|通渠剂|化学品|化学药剂|石灰|水泥|氨水|洁厕灵|洁厕剂|清洁剂|烤箱清洁剂)(?:\\S{0,8})(?:溅|进|弄|喷|迸)(?:\\S{0,3})眼', '眼睛?(?:里)?(?:溅|进)(?:了|到)?(?:\\S{0,4})(?:漂白|消毒液|酸|碱|化学|石灰|水泥|清洁剂|洁厕)'],
    ja: ['(?:漂白剤|ハイター|塩酸|硫酸|強酸|アルカリ|パイプクリーナー|パイプユニッシュ|化学薬品|薬品|石灰|セメント|アンモニア|カビキラー|塩素系|オーブンクリーナー)(?:\\S{0,6})(?:目に|目の中に|両目に)', '目に(?:\\S{0,2})(?:漂白剤|ハイター|塩酸|硫酸|アルカリ|薬品|石灰|セメント|塩素系|カビキラー|パイプ)'],
    ko: ['(?:락스|표백제|염산|황산|양잿물|배수구 세정제|뚫어뻥|화학 ?약품|화학물질|석회|시멘트|암모니아|오븐 클리너)(?:이|가|를|을)? (?:\\S+ ){0,2}눈에', '눈에 (?:\\S+ )?(?:락스|표백제|염산|황산|화학|석회|시멘트)'],
  },
  // TOXBASE / NPIS: swallowed pesticides, herbicides (paraquat), caustics, antifreeze, e-liquid or a button battery need
  // assessment whatever the symptoms — paraquat and caustics cause delayed, fatal injury in someone who "feels fine".
  swallowed_harmful: {
    en: [
      '(?:swallowed|drank|drunk|ate|eaten|took|taken|sipped|gulped|had|downed|chugged) (?:\\w+ ){0,4}(?:paraquat|gramoxone|weed ?killer|herbicide|pesticide|insecticide|rat poison|slug pellets|organophosphate|glyphosate|roundup|antifreeze|caustic soda|drain cleaner|drain unblocker|oven cleaner|lye|descaler|lamp oil|methanol|screen ?wash|e-?liquid|vape (?:liquid|juice)|nicotine liquid|dishwasher tablet|laundry (?:pod|capsule)|(?:button|coin|lithium) batter(?:y|ies)|(?:rat|mouse|slug|ant|wasp|weed) poison)',
      '(?:paraquat|weed ?killer|pesticide|rat poison|antifreeze|drain cleaner|oven cleaner|caustic soda|slug pellets) (?:\\w+ ){0,3}(?:swallowed|drank|drunk|ingested|in (?:his|her|my|their) mouth)',
      '(?:mouthful|sip|swig|gulp|cup|glass) of (?:\\w+ )?(?:paraquat|weed ?killer|herbicide|pesticide|antifreeze|bleach|drain cleaner|poison)',
      'poisoned (?:himself|herself|myself|themselves) with',
    ],
    is: ['(?:drakk|gleypti|borðaði|saup|smakkaði|drukkið|gleypt) (?:\\w+ ){0,3}(?:illgresiseyð\\w*|skordýraeit\\w*|eitur\\w*|rottueit\\w*|frostlög\\w*|stíflueyð\\w*|vítissód\\w*|ofnahreins\\w*|paraquat|hnapparafhlö\\w*|rafrettuvökv\\w*|nikótínvökv\\w*)', '(?:illgresiseyð|skordýraeit|rottueit|frostlög|stíflueyð|vítissód)\\w* & (?:drakk|gleypti|borðaði|drukkið|gleypt|saup)'],
    pl: ['(?:wypi\\w*|połkn\\w*|zjad\\w*|łykn\\w*|napił\\w* się|napiła się) (?:\\w+ ){0,4}(?:parakwat\\w*|środ\\w* (?:chwastobójcz|owadobójcz|ochrony roślin)\\w*|herbicyd\\w*|pestycyd\\w*|oprysk\\w*|trutk\\w*|trucizn\\w*|płyn\\w* do chłodnic\\w*|glikol\\w*|kret\\w*|ług\\w*|sod\\w* kaustyczn\\w*|kwas\\w* (?:solny|solnego|siarkowy|siarkowego)|płyn\\w* do e-papieros\\w*|liquid\\w*|bateri\\w* guzikow\\w*|bateri\\w* pastylkow\\w*|baterie? guzikow\\w*)'],
    es: ['(?:tomó|bebió|tragó|ingirió|comió|ha tomado|ha bebido|ha tragado|ha ingerido|ha comido|tomé|bebí|tragué|se tomó|se bebió|se tragó) (?:\\w+ ){0,4}(?:paraquat|herbicida|pesticida|insecticida|veneno|raticida|matarratas|matahierbas|mata ?malezas|anticongelante|sosa cáustica|desatascador|salfumán|ácido (?:clorhídrico|sulfúrico|muriático)|líquido de (?:vapeo|cigarrillo)|pila de botón)', '(?:veneno para (?:ratas|ratones|cucarachas)|herbicida|pesticida|paraquat|matarratas) & (?:tomó|bebió|tragó|comió|ingirió)', 'se envenenó con'],
    fr: ["(?:a bu|ai bu|avalé|ingéré|a mangé|ai mangé|a pris|ai pris|a avalé|bu) (?:\\w+ ){0,4}(?:paraquat|désherbant|herbicide|pesticide|insecticide|raticide|mort-aux-rats|poison|antigel|soude|déboucheur|destop|acide (?:chlorhydrique|sulfurique)|eau de javel|javel|e-liquide|liquide de cigarette|pile bouton)", "s'est empoisonné\\w* (?:avec|au|à)"],
    de: ['(?:unkrautvernichter|unkrautex|pflanzenschutzmittel|pestizid|insektizid|insektengift|rattengift|mäusegift|frostschutz\\w*|paraquat|glyphosat|abflussreiniger|rohrreiniger|backofenreiniger|natronlauge|salzsäure|schwefelsäure|bleiche|e-liquid|liquid|knopfbatterie|knopfzelle|gift)\\w* & (?:getrunken|geschluckt|verschluckt|gegessen|eingenommen|trank|schluckte|aß)'],
    pt: ['(?:bebeu|bebi|engoliu|engoli|tomou|tomei|comeu|comi|ingeriu|ingeri) (?:\\w+ ){0,4}(?:paraquat|herbicida|pesticida|agrotóxico|veneno|inseticida|chumbinho|raticida|mata-rato\\w*|anticongelante|soda cáustica|desentupidor|ácido (?:muriático|clorídrico|sulfúrico)|água sanitária|cândida|líquido de (?:vape|cigarro eletrônico)|bateria de botão)'],
    it: ['(?:bevuto|ingoiato|inghiottito|mangiato|ingerito|preso) (?:\\w+ ){0,4}(?:paraquat|diserbante|erbicida|pesticida|insetticida|veleno|topicida|antigelo|soda caustica|sgorgante|idraulico liquido|acido muriatico|acido cloridrico|acido solforico|candeggina|varechina|liquido (?:per|della) sigaretta|pila a bottone|batteria a bottone)'],
    ru: ['(?:выпил\\w*|проглотил\\w*|съел\\w*|глотнул\\w*|хлебнул\\w*|отравил\\w*) (?:\\w+ ){0,4}(?:паракват\\w*|гербицид\\w*|пестицид\\w*|инсектицид\\w*|яд$|яда$|ядом$|отрав\\w*|крысин\\w*|антифриз\\w*|тосол\\w*|уксусн\\w* эссенц\\w*|(?:соляной|серной|серную|соляную) кислот\\w*|щелоч\\w*|крот\\w*|белизн\\w*|средств\\w* от (?:сорняков|насекомых|крыс)|жидкост\\w* для (?:вейпа|электронн\\w*)|батарейк\\w*)'],
    tr: ['(?:tarım ilacı|böcek ilacı|ot ilacı|zirai ilaç|fare zehiri|zehir|antifriz|kezzap|lavabo açıcı|çamaşır suyu|tuz ruhu|parakuat|paraquat|düğme pil)\\w*~(?:içti|içmiş|yuttu|yutmuş|yedi|yemiş|içtim|yuttum)'],
    ar: ['(?:شرب|شربت|بلع|بلعت|أكل|اكل|أكلت|اكلت|تناول|تناولت|شرب) (?:\\S+ ){0,3}(?:باراكوات|مبيد|سم فئران|سم الفئران|سم الفار|سم حشرات|مبيد حشري|مبيد أعشاب|مبيد الحشائش|ماء النار|صودا كاوية|مانع التجمد|فلاش|كلوركس|بطارية)'],
    hi: ['(?:कीटनाशक|कीड़ेमार|चूहे मार|चूहे की दवा|ज़हर|जहर|खरपतवार|फिनाइल|तेज़ाब|तेजाब|बटन सेल|पैराक्वाट|सल्फास|सेल्फॉस)\\S* (?:\\S+ ){0,2}(?:पी|खा|निगल)', '(?:keetnashak|kitnashak|keede maar|chuhe maar|chuhe ki dawa|zehar|jahar|zeher|phenyl|tezaab|sulphas|sulfas|celphos|paraquat)\\w* (?:\\w+ ){0,2}(?:pee|pi|kha|nigal)'],
    zh: ['(?:喝|吃|吞|服|误服|误食|咽)(?:了|下|了几口|了一口)?(?:\\S{0,6})(?:百草枯|草甘膦|除草剂|杀虫剂|敌敌畏|农药|老鼠药|鼠药|毒鼠强|防冻液|烧碱|火碱|管道疏通剂|洁厕灵|强酸|硫酸|盐酸|纽扣电池|电子烟油)', '(?:百草枯|除草剂|农药|敌敌畏|老鼠药)(?:\\S{0,4})(?:喝了|吃了|吞了|喝下|服下)'],
    ja: ['(?:パラコート|グラモキソン|除草剤|農薬|殺虫剤|殺鼠剤|ネズミ(?:駆除|取り)剤|不凍液|苛性ソーダ|パイプクリーナー|漂白剤|ハイター|ボタン電池|電子タバコのリキッド)(?:を|も)?(?:\\S{0,4})(?:飲ん|飲み込|食べ|誤飲|口に)'],
    ko: ['(?:농약|제초제|그라목손|파라콰트|살충제|쥐약|부동액|양잿물|락스|표백제|배수구 세정제|염산|단추형 건전지|코인 건전지|액상 니코틴)(?:을|를)? (?:\\S+ )?(?:마셨|먹었|삼켰|음독)', '음독'],
  },
  // British Burn Association / NHS burns and scalds: a burn or scald in the languages the lexicon lacked.
  burn: {
    es: ['quemadura', '(?:me|se|te) (?:he |ha )?quem(?:é|ó|aste|ado|ada) (?:\\w+ ){0,2}(?:con|la mano|el brazo|la pierna|el pie|el dedo|la cara)', 'escald\\w*', 'quemad[ao] con (?:agua|aceite|la plancha|el horno)'],
    fr: ['brûlure\\w*', "(?:je me suis|il s.est|elle s.est|s.est|me suis) brûlé\\w*", 'ébouillant\\w*'],
    de: ['verbrennung\\w*', 'verbrüh\\w*', '(?:habe|hat) (?:mich|sich) (?:\\w+ ){0,3}verbrannt', 'brandwunde\\w*', 'brandblase\\w*'],
    pt: ['queimadura', '(?:me |se )?queime(?:i|u) (?:\\w+ ){0,2}(?:com|na|no|a mão|o braço|a perna|o pé|o dedo)', 'queimou (?:\\w+ ){0,2}(?:a mão|o braço|a perna|o pé|o dedo|a pele|o rosto)', 'escald\\w*'],
    it: ['ustion\\w*', 'scottat\\w*', '(?:mi sono|si è|ti sei) (?:\\w+ )?bruciat\\w*', 'bruciatura'],
    ru: ['ожог\\w*', 'обжег\\w*', 'обожгл\\w*', 'ошпарил\\w*', 'обварил\\w*'],
    tr: ['yanık\\w*', '(?:elimi|kolumu|ayağımı|parmağımı|bacağımı|yüzümü|elini|kolunu|ayağını|parmağını)\\w* (?:\\w+ )?yak(?:tım|tı|mış)', 'haşlan\\w*', 'kaynar (?:su|yağ) (?:\\w+ ){0,3}dökül\\w*'],
    ar: ['(?:انحرق|اتحرق|احترق|احترقت|انحرقت|اتحرقت|حرقت (?:يدي|ايدي|إيدي|رجلي|اصبعي|إصبعي))', 'حروق', 'حرق (?:من|بال|في) ', 'انكب (?:عليه|علي|عليها) (?:\\S+ )?(?:ماء|مي|مية|زيت|شاي) (?:مغلي|حار|سخن|يغلي)', 'انسكب (?:عليه|علي|عليها) (?:\\S+ )?(?:ماء|مي|مية|زيت|شاي) (?:مغلي|حار|سخن|يغلي)'],
    hi: ['जल गया', 'जला लिया', 'झुलस', 'गरम (?:पानी|तेल|चाय|दूध) (?:\\S+ ){0,2}गिर', '(?:jal gaya|jal gayi|jal gaye|jala liya|jhulas)', 'garam (?:paani|pani|tel|chai|doodh) (?:\\w+ ){0,2}gir'],
    zh: ['烫伤', '烧伤', '烫到', '烫了', '被(?:开水|热水|热油|油|蒸汽)烫', '烧到'],
    ja: ['やけど', '火傷', '熱傷', '熱湯(?:を|が)(?:かか|こぼ)'],
    ko: ['화상', '데었', '데여', '데인', '뜨거운 (?:물|기름)(?:에|이|을) (?:\\S+ )?(?:데|쏟)'],
  },
  // Palpitations in lay words (for electrical injury; NHS palpitations).
  palpitations: {
    es: ['corazón (?:\\w+ ){0,2}(?:a mil|acelerad\\w*|desbocad\\w*|latiendo (?:muy )?(?:rápido|fuerte))'],
    fr: ["c(?:oe|œ)ur (?:\\w+ ){0,2}(?:s.emballe|bat (?:très |trop )?(?:vite|fort)|à cent à l.heure|qui cogne)"],
    de: ['herz (?:\\w+ ){0,2}(?:rast|klopft (?:wie )?wild|stolpert|hämmert|schlägt (?:sehr |zu )?schnell)'],
    pt: ['coração (?:\\w+ ){0,2}(?:disparad\\w*|a mil|acelerad\\w*|batendo (?:muito )?(?:rápido|forte)|disparou)'],
    it: ['cuore (?:\\w+ ){0,2}(?:a mille|impazzito|batte (?:fortissimo|velocissimo|all.impazzata|forte|veloce))'],
    ru: ['сердце (?:\\w+ ){0,2}(?:колотится|скачет|выпрыгивает|бешено|стучит|бьется)'],
    tr: ['kalbim (?:\\w+ ){0,2}(?:küt küt|deli gibi|hızlı|çok hızlı|çarpıyor)', 'kalbi (?:\\w+ ){0,2}(?:küt küt|deli gibi|hızlı|çok hızlı|çarpıyor)'],
    ar: ['(?:قلبي|قلبه|قلبها) (?:\\S+ ){0,2}(?:يدق|ينبض|يخفق) (?:\\S+ )?(?:بسرعة|بقوة|بسرعه)', 'دقات (?:قلبي|قلبه|قلبها) سريعة'],
    hi: ['दिल (?:\\S+ ){0,2}(?:तेज़|तेज|जोर से|जोरों से) (?:धड़क|धक)', 'dil (?:\\w+ ){0,2}(?:tez|zor se|jor se) (?:dhadak|dhak)'],
    zh: ['心跳(?:得)?(?:好快|特别快|很快|加速|乱|好乱)', '心(?:怦怦|砰砰|扑通扑通)(?:直)?跳'],
    ja: ['心臓が(?:バクバク|ばくばく|早鐘)', '脈が(?:速|早|乱れ)'],
    ko: ['심장이 (?:\\S+ )?(?:빨리 뛰|쿵쾅|벌렁)', '맥박이 (?:\\S+ )?빨라'],
  },
  // NICE NG151: the existing neutropenic rule reads `immunosuppressed`; transplant / immunosuppressant words
  // in the languages the lexicon lacked (chemotherapy words come through `anticancer_treatment`).
  immunosuppressed: {
    es: ['trasplant\\w*', 'inmunosupres\\w*', 'inmunodeprimid[ao]'],
    fr: ['greffé\\w*', 'greffe (?:de|du) (?:rein|foie|coeur|cœur|moelle|poumon)', 'immunosuppress\\w*', 'immunodéprimé\\w*'],
    de: ['transplantiert\\w*', 'transplantation', 'immunsuppress\\w*', 'immungeschwächt\\w*'],
    pt: ['transplant\\w*', 'imunossupress\\w*', 'imunossuprimid[ao]', 'imunodeprimid[ao]'],
    it: ['trapiant\\w*', 'immunosoppress\\w*', 'immunodepress\\w*', 'immunodepress[ao]'],
    ru: ['пересадк\\w* (?:почки|печени|сердца|костного мозга|органа)', 'трансплантаци\\w*', 'иммуносупресс\\w*', 'иммунодефицит\\w*'],
    tr: ['organ nakl\\w*', '(?:böbrek|karaciğer|kemik iliği) nakl\\w*', 'bağışıklık baskılayıcı', 'bağışıklığı (?:çok )?(?:zayıf|baskılanmış)'],
    ar: ['(?:زراعة|زرع) (?:\\S+ )?(?:كلية|كبد|قلب|نخاع|الكلى|الكبد|الكلية)', 'مثبطات (?:ال)?مناعة', 'مناعته (?:\\S+ )?(?:ضعيفة|منخفضة)', 'مناعتها (?:\\S+ )?(?:ضعيفة|منخفضة)'],
    hi: ['प्रत्यारोपण', 'ट्रांसप्लांट', 'इम्युनिटी (?:\\S+ )?(?:बहुत )?(?:कम|कमजोर)', 'transplant'],
    zh: ['(?:肾|肝|心脏|骨髓|器官)移植', '免疫抑制', '免疫力(?:低下|很差|极低)'],
    ja: ['(?:腎|肝|心|骨髄|臓器)移植', '免疫抑制', '免疫不全'],
    ko: ['(?:신장|간|심장|골수|장기) ?이식', '면역억제', '면역(?:력)?(?:이)? (?:\\S+ )?저하'],
  },
  // NICE NG232: anticoagulants in lay words and brand names across languages.
  blood_thinner: {
    es: ['xarelto', 'eliquis', 'pradaxa', 'lixiana', 'rivaroxabán', 'apixabán', '(?:pastillas?|medicación|medicamento) para (?:\\w+ )?(?:la sangre|diluir la sangre|que la sangre)', 'sangre (?:\\w+ )?(?:lígera|más líquida)'],
    fr: ['xarelto', 'eliquis', 'pradaxa', 'lixiana', 'previscan', 'fluidifi\\w* (?:\\w+ )?sang', 'anticoagul\\w*'],
    de: ['xarelto', 'eliquis', 'pradaxa', 'lixiana', 'falithrom', 'blutverdünn\\w*', 'gerinnungshemm\\w*'],
    pt: ['xarelto', 'eliquis', 'pradaxa', 'lixiana', 'marevan', 'afina(?:r)? o sangue', 'anticoag\\w*'],
    it: ['xarelto', 'eliquis', 'pradaxa', 'lixiana', 'fluidificant\\w*', 'scoagulant\\w*', 'anticoag\\w*'],
    ru: ['ксарелто', 'эликвис', 'прадакса', 'разжижа\\w* кровь', 'антикоагулянт\\w*'],
    tr: ['xarelto', 'eliquis', 'pradaxa', 'lixiana', 'kan sulandırıcı\\w*', 'kan incelt\\w*'],
    ar: ['مميع\\S* (?:لل)?دم', 'سيولة (?:ال)?دم', 'دواء (?:ال)?سيولة', 'زاريلتو', 'اليكويس', 'إليكويس'],
    hi: ['खून पतला', '(?:khoon|khun) patla', 'blood thinner', 'xarelto', 'eliquis'],
    zh: ['抗凝(?:药)?', '华法林', '利伐沙班', '阿哌沙班', '达比加群', '血液稀释'],
    ja: ['抗凝固(?:薬|剤)', 'ワーファリン', 'ワルファリン', '血液をサラサラ', '血をサラサラ', 'イグザレルト', 'エリキュース'],
    ko: ['항응고제', '와파린', '혈액 ?희석제', '피를 묽게', '자렐토', '엘리퀴스'],
  },
  // NHS cuts and grazes: a cut or wound in the languages the lexicon lacked.
  wound: {
    is: ['skar (?:mig|sig)', 'skorið'],
    es: ['herida', 'corte (?:en|profundo)', 'cortad[ao] (?:con|en)', '(?:me|se|te) (?:he |ha )?cort(?:é|ó|aste|ado) (?:\\w+ ){0,2}(?:con|en|el|la)', 'raspón', 'rasguño', 'tajo'],
    fr: ['plaie', 'coupure', "(?:je me suis|il s.est|elle s.est|s.est|me suis) coupé\\w*", 'entaille', 'écorchure', 'égratignure'],
    de: ['wunde$', 'schnittwunde', 'platzwunde', 'schürfwunde', '(?:habe mich|hat sich) (?:\\w+ ){0,3}geschnitten', 'kratzer'],
    pt: ['ferida', 'corte (?:no|na|fundo|profundo)', '(?:me cortei|se cortou|cortei|cortou) (?:\\w+ ){0,2}(?:o|a|no|na|com)', 'arranhão'],
    it: ['ferita', 'taglio', '(?:mi sono|si è|ti sei) tagliat[ao]', 'graffio', 'escoriazione', 'sbucciat\\w*'],
    ru: ['порез\\w*', 'рана$', 'ранк\\w*', 'рану$', 'раны$', 'раной', 'ссадин\\w*', 'царапин\\w*'],
    tr: ['kesik\\w*', 'yara(?:m|sı|lı)?$', '(?:elimi|parmağımı|ayağımı|kolumu|bacağımı|elini|parmağını|ayağını)\\w* kest\\w*', 'sıyrık\\w*'],
    ar: ['جرح', 'انجرح', 'انجرحت', 'اتجرح', 'خدش'],
    hi: ['घाव', 'कट गया', 'कट लग', '(?:ghaav|ghav)', '(?:kat gaya|kat gayi|cut lag)'],
    zh: ['伤口', '割伤', '划伤', '割破', '划破', '切到', '擦伤', '刮伤'],
    ja: ['切り傷', '傷口', '(?:足|脚|手|腕|指|膝|すね|顔)の傷', '擦り傷', 'すり傷', 'すりむい', '(?:指|手|足|腕)を切'],
    ko: ['상처', '베였', '베인', '찢어졌', '긁혔', '찰과상', '베었'],
  },
};

// ------------------------------------------------------------------ the group

/** Systemic illness with a skin infection (NICE CKS cellulitis: features of sepsis / necrotising fasciitis → admit). */
const SYSTEMIC = ['chills', 'fever', 'confusion', 'drowsy', 'vomiting', 'fainting', 'dizziness', 'mottled_skin'];
/** Where a necrotising soft-tissue infection starts: a wound, bite, injury or red hot skin. */
const SKIN_SITE = ['wound', 'skin_red_hot', 'swelling_local', 'infection', 'sting_bite'];

export const INJURY_TOXIC: MechanismGroup = {
  concepts: [
    AMNESIA,
    UNEQUAL_PUPILS,
    DANGEROUS_MECHANISM,
    SKULL_FRACTURE_SIGNS,
    OPEN_FRACTURE,
    LIMB_TINGLING,
    URINARY_RETENTION,
    ELECTRIC_SHOCK,
    HIGH_VOLTAGE,
    PAIN_OUT_OF_PROPORTION,
    SKIN_DUSKY,
    BURN_EXTENT,
    HEAT_EXPOSURE,
    NOT_SWEATING,
    ANTICANCER_TREATMENT,
    SADDLE_NUMBNESS,
  ],
  additions: { ...ADDITIONS, ...ADDITIONS_TOXIC },
  implies: {
    // NICE NG151: anticancer treatment is the immunosuppression that makes fever neutropenic sepsis until proven otherwise.
    anticancer_treatment: ['immunosuppressed'],
    dangerous_mechanism: ['injury'],
    open_fracture: ['injury', 'deformity'],
  },
  notSymptoms: ['dangerous_mechanism', 'heat_exposure', 'anticancer_treatment', 'high_voltage'],
  redFlags: [
    // NICE NG232 (2023) 1.1: after a head injury, amnesia, unequal pupils / focal signs, signs of a basal skull fracture
    // or a dangerous mechanism (fall > 1 m or 5 stairs, horse or bike, pedestrian struck, high-speed collision) → emergency department.
    {
      id: 'head_injury_ng232',
      label: 'Head injury with amnesia, unequal pupils, focal signs, skull-fracture signs or a dangerous mechanism (NICE NG232)',
      urgency: 2,
      all: [['head_injury'], ['amnesia', 'unequal_pupils', 'dangerous_mechanism', 'skull_fracture_signs', 'one_sided_weakness', 'slurred_speech', 'limb_tingling']],
    },
    // BOAST 4 / NICE NG37: an open fracture (bone through the skin) → emergency department, antibiotics within the hour.
    { id: 'open_fracture', label: 'Bone through the skin (open fracture)', urgency: 2, all: [['open_fracture']] },
    // NICE NG38 / NHS: a visibly deformed limb after an injury → emergency department.
    { id: 'deformed_limb', label: 'Visibly deformed limb after an injury (possible fracture or dislocation)', urgency: 2, all: [['deformity'], ['injury', 'dangerous_mechanism']] },
    // NICE NG41 / NHS first aid: new tingling, numbness or weakness in the limbs with neck or back pain after a fall
    // from a height, a head injury or a collision → 999, do not move the person.
    {
      id: 'spinal_cord_signs',
      label: 'Neck or back pain with tingling, numbness or weakness in the limbs after a fall, collision or head injury (possible spinal cord injury)',
      urgency: 1,
      all: [['dangerous_mechanism', 'head_injury'], ['neck_pain', 'back_pain'], ['limb_tingling', 'paralysis', 'leg_weakness']],
    },
    // NICE NG41: any new neurological symptom in the limbs after an injury with neck or back pain → emergency imaging.
    {
      id: 'spinal_injury_neuro',
      label: 'Neck or back pain with tingling or weakness in the limbs after an injury (possible spinal injury)',
      urgency: 2,
      all: [['injury'], ['neck_pain', 'back_pain'], ['limb_tingling']],
    },
    // NICE NG41: tingling or weakness in the arms or both legs after a dangerous mechanism of injury.
    {
      id: 'dangerous_mechanism_neuro',
      label: 'Tingling, numbness or weakness in the limbs after a fall from a height or a collision',
      urgency: 2,
      all: [['dangerous_mechanism'], ['limb_tingling']],
    },
    // NHS urinary retention / NICE CKS LUTS: cannot pass urine at all → A&E now (catheter).
    { id: 'acute_urinary_retention', label: 'Cannot pass urine (acute urinary retention)', urgency: 2, all: [['urinary_retention']] },
    // NICE CKS sciatica (cauda equina): urinary retention with back pain or leg numbness/weakness → emergency MRI.
    {
      id: 'retention_back_pain',
      label: 'Cannot pass urine with back pain or leg numbness (possible cauda equina)',
      urgency: 2,
      all: [['urinary_retention'], ['back_pain', 'numbness', 'leg_weakness', 'radiating_leg', 'limb_tingling']],
    },
    // NICE CKS sciatica: saddle numbness (not feeling when wiping, numb bottom or genitals) with back pain or leg
    // symptoms → cauda equina syndrome until proven otherwise, emergency MRI.
    {
      id: 'cauda_equina_lay',
      label: 'Numbness around the bottom or genitals with back pain or leg symptoms (possible cauda equina)',
      urgency: 2,
      all: [['saddle_numbness'], ['back_pain', 'radiating_leg', 'leg_weakness', 'urinary_retention', 'paralysis']],
    },
    // RCEM / British Burn Association: electric shock with a burn, palpitations, loss of consciousness, chest pain,
    // breathlessness, neurological symptoms, pregnancy or a high-voltage source → emergency department (ECG, monitoring).
    {
      id: 'electrical_injury',
      label: 'Electric shock with a burn, palpitations, collapse, chest pain or a high-voltage source',
      urgency: 2,
      all: [
        ['electric_shock'],
        ['burn', 'large_burn', 'palpitations', 'fainting', 'unconscious', 'chest_pain', 'dyspnoea', 'high_voltage', 'confusion', 'seizure', 'numbness', 'limb_tingling', 'drowsy', 'pregnant', 'severe'],
      ],
    },
    // NICE CKS cellulitis / NICE NG141: pain out of proportion or dusky skin with systemic illness → necrotising
    // soft-tissue infection until proven otherwise, emergency surgical assessment.
    {
      id: 'necrotising_infection',
      label: 'Wound or skin infection with pain out of proportion or dusky skin and fever, shivering or feeling faint (possible necrotising fasciitis)',
      urgency: 2,
      all: [SKIN_SITE, ['pain_out_of_proportion', 'skin_dusky'], SYSTEMIC],
    },
    {
      id: 'necrotising_pain',
      label: 'Pain out of proportion with red, swollen or dusky skin (possible necrotising fasciitis)',
      urgency: 2,
      all: [['pain_out_of_proportion'], ['skin_dusky', 'skin_red_hot', 'swelling_local']],
    },
    // NHS heatstroke: after heat exposure, not sweating, confusion, a fit or loss of consciousness → 999.
    {
      id: 'heat_stroke',
      label: 'Heat exposure with no sweating, confusion, drowsiness, seizure or collapse (possible heatstroke)',
      urgency: 1,
      all: [['heat_exposure'], ['not_sweating', 'confusion', 'seizure', 'unconscious', 'drowsy']],
    },
    // NICE NG151: fever or shivering during anticancer treatment → neutropenic sepsis until proven otherwise, hospital now.
    {
      id: 'neutropenic_sepsis',
      label: 'Fever or shivering during chemotherapy (possible neutropenic sepsis)',
      urgency: 2,
      all: [['anticancer_treatment'], ['fever', 'chills']],
    },
  ],
  conditions: [
    { id: 'open_fracture', name: 'Open fracture', icd10: 'T14.2', area: 'msk', base: 0.05, key: ['open_fracture'], cues: { injury: 0.5, deformity: 0.5, heavy_bleeding: 0.3 }, urgency: 2, redFlags: ['open_fracture', 'major_bleeding'], questions: ['injury_how', 'location'], advice: 'general', watch: ['cover the wound with a clean dressing and do not push the bone back'] },
    { id: 'urinary_retention', name: 'Acute urinary retention', icd10: 'R33', area: 'gu', base: 0.1, key: ['urinary_retention'], cues: { abdominal_pain: 0.5, distension: 0.5, back_pain: -0.3 }, urgency: 2, redFlags: ['acute_urinary_retention', 'retention_back_pain'], questions: ['onset', 'medications', 'history'], advice: 'general', watch: ['back pain, numbness between the legs or leg weakness'] },
    { id: 'electrical_injury', name: 'Electrical injury', icd10: 'T75.4', area: 'general', base: 0.2, key: ['electric_shock'], cues: { burn: 0.5, palpitations: 0.5, high_voltage: 0.5, fainting: 0.5 }, urgency: 3, redFlags: ['electrical_injury', 'major_burn', 'unconscious'], questions: ['injury_how', 'associated'], advice: 'general', watch: ['palpitations, chest pain, fainting or a burn where the current entered or left'] },
    {
      id: 'necrotising_fasciitis',
      name: 'Necrotising soft-tissue infection (suspected)',
      icd10: 'M72.6',
      area: 'skin',
      base: 0.02,
      key: ['pain_out_of_proportion', 'skin_dusky'],
      requires: [['skin_dusky', 'skin_red_hot', 'wound', 'infection', 'sting_bite'], ['pain_out_of_proportion', ...SYSTEMIC]],
      cues: { wound: 0.5, chills: 0.5, fever: 0.5, skin_red_hot: 0.3, swelling_local: 0.3 },
      urgency: 2,
      redFlags: ['necrotising_infection', 'necrotising_pain', 'sepsis'],
      questions: ['onset', 'fever', 'history'],
      advice: 'general',
      watch: ['skin turning purple or black, blisters, or pain spreading fast'],
    },
    { id: 'burn_partial', name: 'Partial-thickness burn (palm-sized or blistered)', icd10: 'T30.2', area: 'skin', base: 0.1, key: ['burn_extent'], requires: [['burn']], cues: { burn: 1 }, urgency: 3, redFlags: ['major_burn'], questions: ['injury_how', 'location', 'severity'], advice: 'minor_burn', watch: ['burns on the face, hands, feet or genitals, white or charred skin, or signs of infection'] },
    { id: 'heat_stroke', name: 'Heatstroke', icd10: 'T67.0', area: 'general', base: 0.05, key: ['heat_exposure'], requires: [['not_sweating', 'confusion', 'seizure', 'unconscious', 'drowsy']], cues: { not_sweating: 1, confusion: 1, fever: 0.5 }, urgency: 1, redFlags: ['heat_stroke', 'confusion', 'seizure'], questions: ['onset', 'associated'], advice: 'general', watch: ['move to a cool place and cool the skin with water while waiting for help'] },
    { id: 'neutropenic_sepsis', name: 'Neutropenic sepsis (suspected)', icd10: 'D70', area: 'general', base: 0.1, key: ['anticancer_treatment'], requires: [['fever', 'chills']], cues: { fever: 1, chills: 0.5 }, urgency: 2, redFlags: ['neutropenic_sepsis', 'sepsis'], questions: ['fever', 'medications'], advice: 'general', watch: ['any temperature of 38 °C or shivering during chemotherapy: call the oncology helpline or go to hospital now'] },
  ],
  ruleTexts: {
    spinal_mechanism_neck:
      'Neck pain after a dangerous mechanism (fall from a height, horse or bike, road collision): possible cervical spine injury, do not move, call an ambulance (NICE NG41; Canadian C-spine rule)',
    burn_significant: 'Burn the size of the palm or larger, or with large blisters: same-day assessment at a minor injuries unit (British Burn Association; NHS burns)',
    dusky_wound: 'Dusky, purple or dark skin around a wound or infection: same-day assessment for spreading or necrotising infection (NICE CKS cellulitis)',
    heat_stroke_temp: 'Temperature of 40 °C or more after heat exposure: heatstroke, call an ambulance and cool now (NHS heatstroke)',
  },
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    // The Canadian C-spine rule applies to acute injuries (within 48 hours).
    const acute = f.durationDays === undefined || f.durationDays <= 2;
    // NICE NG41 / Canadian C-spine rule: neck pain after a dangerous mechanism → do not move, 999, imaging.
    if (P('dangerous_mechanism') && P('neck_pain') && acute) hit('spinal_mechanism_neck', 1);
    // British Burn Association / NHS: a burn the size of the palm or larger, or with large blisters → same day.
    if (P('burn') && P('burn_extent') && !any('large_burn', 'sunburn')) hit('burn_significant', 3);
    // NICE CKS cellulitis: dusky or dark skin around a wound or an infection → same-day assessment.
    if (P('skin_dusky') && any('wound', 'skin_red_hot', 'sting_bite', 'infection')) hit('dusky_wound', 3);
    // NHS heatstroke: 40 °C or more after heat exposure → 999.
    if (P('heat_exposure') && (f.vitals.temperatureC ?? 0) >= 40) hit('heat_stroke_temp', 1);
  },
  patterns: {
    head_injury_ng232: 'head_injury',
    open_fracture: 'open_fracture',
    deformed_limb: 'fracture',
    spinal_cord_signs: 'spinal_injury',
    spinal_injury_neuro: 'spinal_injury',
    dangerous_mechanism_neuro: 'spinal_injury',
    spinal_mechanism_neck: 'spinal_injury',
    acute_urinary_retention: 'urinary_retention',
    retention_back_pain: 'cauda_equina',
    cauda_equina_lay: 'cauda_equina',
    electrical_injury: 'electrical_injury',
    necrotising_infection: 'necrotising_fasciitis',
    necrotising_pain: 'necrotising_fasciitis',
    dusky_wound: 'cellulitis',
    burn_significant: 'burn_partial',
    heat_stroke: 'heat_stroke',
    heat_stroke_temp: 'heat_stroke',
    neutropenic_sepsis: 'neutropenic_sepsis',
  },
};
