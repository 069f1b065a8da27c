import { describeUrgencyRows, type UrgencyRow } from './support/everyday.ts';

/**
 * Arabic as patients and relatives write it in chat — Egyptian, Levantine, Gulf, Iraqi, Maghrebi and
 * Modern Standard Arabic, in Arabic script and in Arabizi with digits, without hamza or with ta
 * marbuta as ha — read to the urgency a clinician would accept. Each message was written for this
 * file from the guidance named in its block; none comes from a corpus or an evaluation set. Each row
 * is [lowest, highest] accepted urgency (1 = 112, 2 = emergency department, 3 = same day, 4 = GP,
 * 5 = self-care), read by the engine and its red-flag floor without the statistical net.
 */
const block = (title: string, rows: readonly UrgencyRow[]) => describeUrgencyRows(title, rows, 'ar');

block('chest pain told in everyday words, with its spread to the arm or jaw and sweating (NICE CG95)', [
  [1, 2, 'عندي وجع في صدري زي حد قاعد عليه وعرقان جامد'],
  [1, 2, 'ابويا صدره واجعه ونازل في دراعه الشمال وعرقان'],
  [1, 2, 'في ضغط على صدري من نص ساعة وبيروح لدراعي ولفكي'],
  [1, 2, 'صدري عم يوجعني كتير وحاسس بتقل ونازل عرق بارد'],
  [1, 2, 'ابوي يشتكي من الم بصدره قوي ويعرق وايد'],
  [1, 2, 'sadri kay7ra9ni bzaf w dra3i lissr mtkhdr w kan3ra9'],
  [1, 2, '3andi waja3 f sadri ktir w nazel 3ala idi el shmal w 3ar2an'],
  [1, 2, 'صدري يعورني بقوة والوجع رايح لكتفي ويدي اليسار'],
  [1, 2, 'bba 3ndo douleur thoracique w kay3re9 bzaf'],
  [1, 2, 'صدري مقبوض ونفسي ضيق وعرقانه'],
]);

block('a face, an arm or speech gone suddenly (NICE NG128, FAST)', [
  [1, 2, 'ماما فجأة بقه مال ومش قادرة ترفع ايدها اليمين'],
  [1, 2, 'جدي صار كلامه تقيل وفمه معوج من ساعة'],
  [1, 2, 'ابي فجاه ما يقدر يحرك يده وكلامه مو مفهوم'],
  [1, 2, 'mama fomha mayel w mesh 3arfa tetkalem'],
  [1, 2, 'jedda fjae wjhha mayl w ydha ma b9atch kat7rrk'],
  [1, 2, 'حبوبتي لسانها تقل فجاة ونص جسمها ما يتحرك'],
  [1, 2, 'بابا لسانه ثقيل وما يعرف يحكي ونص وجهه نازل'],
]);

block('cannot get a breath or finish a sentence (BTS/SIGN asthma; NICE CKS breathlessness)', [
  [1, 2, 'مش قادر اخد نفسي خالص'],
  [1, 2, 'ابني بيتنفس بصعوبة وشفايفه زرقا'],
  [1, 2, 'ma 9adrach ntnffs mzyan, 3ndi asma w lbakha ma khdamach'],
  [1, 2, 'عندي ربو والبخاخ ما نفع ونفسي مقطوع ما اقدر احكي'],
  [1, 2, 'مو قادر اتنفس زين وصدري يصفر'],
  [1, 2, 'اختي نفسها ضيق مرة وما تقدر تكمل كلمة'],
]);

block('choking (Resus Council UK)', [
  [1, 2, 'ابني بلع حبة عنب وواقف في زوره ومش عارف يتنفس'],
  [1, 2, 'البيبي شرق بقطعة وما عم يتنفس'],
  [1, 2, 'بنتي غصت بالاكل ولونها ازرق'],
]);

block('anaphylaxis (NICE CG134)', [
  [1, 2, 'اكلت فول سوداني وشفايفي ورمت وزوري بيقفل'],
  [1, 2, 'ابني عنده حساسية من البيض وكل وصار وجهه منفوخ وما يقدر يتنفس'],
  [1, 2, 'بعد الحقنة لساني تورم وحاسه حلقي بيتقفل'],
]);

block('a fit, including "كريزة" and Maghrebi "kaytkhb9" (NICE CG137)', [
  [1, 2, 'ابني جاته تشنجات وما زالت من ٨ دقايق'],
  [1, 2, 'بنتي عم ترجف وعيونها مقلوبة وما عم ترد'],
  [1, 2, 'جاتو كريزة وطاح وعينيه طالعين'],
  [1, 2, '9adu 3ndo sar3 w ba9i kaytkhb9 mn 10 d9ay9'],
  [1, 2, 'ولدي يتشنج وعنده حرارة وما وقف'],
]);

block('will not wake or answer, Maghrebi "ma bghach ifi9" included (Resus Council UK)', [
  [1, 2, 'ابوي طاح وما يرد علينا ولا يصحى'],
  [1, 2, 'جدتي مش بتفوق خالص من الصبح'],
  [1, 2, 'ماما مغمى عليها وما عم تفيق'],
  [1, 2, 'baba we2e3 w ma 3am yfee2'],
  [1, 2, 'khouya tah w ma bghach ifi9'],
]);

block('bleeding that will not stop ("الدم مش راضي يقف", "dem ma bghach iw9f") (NHS 111)', [
  [1, 2, 'انجرحت بالسكينة والدم مش راضي يقف وبيشخب'],
  [1, 2, 'ايدي انقطعت بالزجاج والدم يطلع بقوة وما يوقف'],
  [1, 2, 'الدم ينزف بكثرة من رجله وما وقف رغم الضغط'],
  [1, 2, 'jre7t b mouss w dem ma bghach iw9f'],
]);

block('vomiting or coughing blood and black stools, in Arabizi too (NICE CG141)', [
  [1, 2, 'ابويا بيرجع دم'],
  [1, 2, 'ترجعت دم كثير اليوم'],
  [1, 2, 'كحيت دم وايد اليوم'],
  [1, 3, 'البراز لونه اسود زي الزفت وحاسس بدوخة'],
  [1, 3, 'خروجي اسود وريحته قوية ودايخ'],
  [1, 2, 'ra9 dem m3a l76a'],
  [1, 2, '3am bet2ayya2 dam'],
  [1, 3, 'ابي يسعل دم'],
  [1, 3, 'بابا كح دم شوية الصبح'],
  [1, 2, 'dem ma bghach iw9f'],
]);

block('head injury with danger signs (NICE NG232)', [
  [1, 2, 'ابني وقع على راسه وبيرجع كتير ونعسان'],
  [1, 2, 'خبط راسه ومن ساعتها بيستفرغ وما يعرف وين هو'],
  [1, 2, 'ضرب راسه في الحيط وغاب عن الوعي شوية ودلوقتي بيرجع'],
  [1, 2, 'طاح على راسه وتقيأ مرتين وصار دايخ ومو طبيعي'],
]);

block('fever with a stiff neck, a rash or confusion (NICE NG240, NG51)', [
  [1, 2, 'بنتي حرارتها عالية وعندها حبوب حمرا ما تروح لما اضغط عليها بالكاسة'],
  [1, 2, 'ابني سخن ورقبته ناشفة والضو يضايقه'],
  [1, 2, 'عنده سخونية ورقبته متخشبة ومش قادر يبص للنور'],
  [1, 2, 'جدي سخن ومخربط وما يعرفنا ونفسه سريع'],
]);

block('a feverish or floppy baby; ages in weeks and Maghrebi "chhor" (NICE NG143)', [
  [1, 2, 'بنتي عمرها شهرين وحرارتها ٣٨٫٥'],
  [1, 2, 'ابني عمره ٦ اسابيع وسخن ٣٨'],
  [1, 2, 'البيبي عمره شهر وحرارته 38.2'],
  [1, 2, 'البيبي مرخي ومش بيرضع ونايم طول الوقت'],
  [1, 2, 'طفلي رخو ومش بيتحرك زي العادة وبيصرخ صريخ غريب'],
  [1, 2, 'lbebe 3ndo 2 chhor w s5oun 38.5'],
]);

block('a child who swallowed tablets, bleach or a battery (TOXBASE; NHS 111)', [
  [1, 2, 'ابني بلع بطارية صغيرة من الريموت'],
  [1, 2, 'بنتي بلعت حبوب من دوايا'],
  [1, 2, 'الولد اكل حبوب جدته للضغط'],
  [1, 2, 'بنتي شربت كلور'],
  [1, 2, 'wldi bla3 pile sghira'],
  [1, 2, 'ibni sharab dawa el ghasil'],
]);

block('overdose (NICE NG225)', [
  [1, 2, 'اخدت علبة بنادول كاملة'],
  [1, 2, 'اختي بلعت شريط حبوب كامل عشان تموت'],
  [1, 2, 'شربت ٣٠ حبة باراسيتامول'],
]);

block('wanting to die or not to live, in every dialect and in Arabizi (NICE NG225)', [
  [1, 2, 'ما عاد بدي عيش'],
  [1, 2, 'نفسي اموت وافتكر في طريقة'],
  [1, 2, 'بفكر انتحر'],
  [1, 2, '3ayez amawet nafsi'],
  [1, 2, 'bghit nmout w m3ndi 7ta sbab nb9a 3ayech'],
  [1, 2, 'تعبت من الحياة وحاب اخلص من حياتي الليلة'],
  [1, 2, 'ودي اموت وما احد يحس فيني'],
  [1, 2, 'حاسس اني احسن لو مت وعندي الحبوب جاهزة'],
  [1, 2, 'bade mout'],
  [1, 2, 'ابي اموت'],
  [1, 2, 'خلاص مش عايز اعيش'],
  [1, 2, 'ya retni met, bghit nmout'],
]);

block('bleeding, pain or reduced movements in pregnancy (RCOG GTG 57; NICE NG126)', [
  [1, 2, 'انا حامل في الشهر الرابع ونازل مني دم كتير'],
  [1, 2, 'حامل وعندي نزيف ومغص قوي'],
  [1, 2, 'انا حامل في الشهر الثامن والبيبي ما يتحرك من امس'],
  [1, 2, 'حامل ٣٢ اسبوع وحركة الجنين قلت كتير'],
  [1, 2, 'ana 7amel w 3andi nazif w waja3 ktir'],
  [1, 2, 'حامل وعندي صداع قوي وزغللة ورجلي منفوخة'],
  [1, 2, 'حامل ونازل مني دم'],
]);

block('sudden testicular pain (NICE CKS scrotal pain)', [
  [1, 2, 'ابني عنده وجع فجأة وقوي في الخصية'],
  [1, 2, 'بيضاتي توجعني وايد فجأة وارجع'],
  [1, 2, '3andi waja3 ktir bl bayda fja2a'],
]);

block('cauda equina (NICE CKS sciatica)', [
  [1, 2, 'عندي ديسك وصرت ما احس لما اروح الحمام وما اقدر امسك البول'],
]);

block('diabetic ketoacidosis (NICE NG17/NG18)', [
  [1, 2, 'بنتي عندها سكري وبترجع وبتتنفس بسرعة والسكر عالي'],
  [1, 2, 'ابني سكري نوع اول والسكر ٤٥٠ وبيستفرغ ووجع بطن'],
]);

block('burns (NHS burns and scalds)', [
  [1, 3, 'ابني انكب عليه مية سخنة على صدره وطلع فقاقيع كبيرة'],
  [2, 3, 'البيبي انحرق بالشاي على ايده وطلعت نفطة'],
]);

block('chemicals or objects in the eye (NICE CKS red eye)', [
  [1, 2, 'دخل في عيني كلور ومش شايف كويس'],
  [1, 2, 'دخلت حديدة في عيني وانا بشتغل'],
  [1, 2, 'طرطش كلور بعيني'],
]);

block('same-day and GP complaints', [
  [3, 4, 'عندي حرقان في البول ورايح الحمام كل شوية'],
  [3, 4, 'ابني عنده وجع في ودنه وسخن من امبارح'],
  [2, 3, 'عندي وجع في بطني تحت على اليمين من امبارح وبيزيد'],
  [3, 4, 'عندي طفح على جلدي يحكني'],
  [3, 4, 'حرقة في البول وحرارة ووجع في الظهر'],
]);

block('self-care complaints with their reassuring facts and denials (NICE CKS)', [
  [4, 5, 'عندي زكام ورشح وعطس بدون حرارة'],
  [4, 5, 'عندي برد خفيف وسيلان انف، مافي حرارة ونفسي طبيعي'],
  [4, 5, 'لويت كاحلي وانا نازل السلم بس قادر امشي عليه عادي'],
  [4, 5, 'عندي حموضة خفيفة بعد الاكل'],
  [4, 5, 'عندي قرحة صغيرة في بقي بتوجعني'],
  [4, 5, 'عندي حساسية الربيع وعيوني بتاكلني وعطس'],
  [4, 5, 'عندي صداع خفيف من قلة النوم'],
  [4, 5, '3andi rash7 w zokam bas ma fi 7arara'],
  [4, 5, '3ndi lgrippe khfifa bla s5ana'],
  [4, 5, 'عندي امساك من يومين'],
  [4, 5, 'عندي قشرة في شعري'],
  [4, 5, 'عندي حرقة في المعدة شوي بعد الاكل الحار ومافي شي ثاني'],
  [4, 5, 'ابني عنده رشح وكحة خفيفة ، ياكل ويلعب عادي وما عنده حرارة'],
  [4, 5, 'تواء كاحلي خفيف وما فيه ورم كبير واقدر امشي'],
  [4, 5, 'حلقي يوجعني شوي من يوم ومافي حرارة'],
]);

block('denied, resolved or figurative: not raised to an emergency', [
  [3, 5, 'ما عندي الم في الصدر ولا ضيق تنفس، بس كحة'],
  [3, 5, 'كان عندي نزيف من الانف وخلاص وقف'],
  [3, 5, 'مافي دم في البراز'],
  [3, 5, 'الحرارة نزلت والحمد لله والولد بيلعب'],
  [3, 5, 'mafi 7arara w nafasi tabi3i, bas 3andi rash7'],
  [3, 5, 'ما فيه دم ولا استفراغ، بس اسهال خفيف'],
  [3, 5, 'قلبي مكسور من الفراق'],
  [3, 5, 'صدري ضايق من الشغل والمدير'],
  [3, 5, 'ضربني الحر شوي وشربت مية وصرت منيح'],
  [3, 5, 'انا ميت من الضحك'],
  [3, 5, 'ماعندي اي افكار انتحارية بس زعلان'],
  [3, 5, 'ما بدي موت، بس خايف من العملية'],
  [3, 5, 'mesh 3ayez amout, ana bas khayef'],
  [3, 5, 'مش عايز اموت يا دكتور طمني'],
  [3, 5, 'بدي موت من الجوع'],
  [3, 5, 'عايزة اموت من الضحك'],
  [3, 5, 'بموت فيك'],
  [3, 5, 'ابي اعيش حياتي طبيعي'],
  [3, 5, 'زهقت من الشغل'],
  [3, 5, 'نزل دم من مناخيري شوية ووقف'],
  [3, 5, 'نزلت الدورة'],
  [3, 5, 'خروجي اسود من حبوب الحديد'],
  [3, 5, 'sharab dawa w nam'],
  [3, 5, 'صدري واجعني شوية من الكحة'],
  [3, 5, 'ما عندي وجع صدر ولا نازل لدراعي'],
  [3, 5, 'الدم وقف بعد ما ضغطت'],
  [3, 5, 'ما بقدر كمل جملة من البكي'],
  [3, 5, 'رشيت كلور في الحمام وعيني سليمة'],
  [3, 5, 'الاكل سخن'],
  [3, 5, 'سخنت الاكل للولد'],
  [3, 5, 'اكلت كريز كتير اليوم'],
  [3, 5, 'akalt bayda w ba3dha kont mli7'],
  [3, 5, 'جاتو كريزة ديال الضحك'],
  [3, 5, 'عنده نوبة بكا'],
  [3, 5, 'صدري مقبوض من الزعل'],
  [3, 5, 'عندي زكام وصدري مكتوم شوي'],
  [3, 5, 'تقيأ مرة وحدة بعد الاكل وصار منيح'],
]);

block('a word-final `$` in an Arabic term ends its word: "جديد" (new) is not "جدي" (my grandfather), nor a new medicine an older person', [
  [4, 5, 'عندي زكام من يومين وشربت شي جديد من الصيدلية، ما عندي حرارة'],
]);

block('"ما" before a verb of taking or starting a medicine denies it (NICE CKS drug rashes: only a new medicine raises them)', [
  // dry winter skin that flakes, no new medicine: emollients (NICE CKS pruritus)
  [4, 5, 'جلدي ناشف ويقشر شوية من البرد، وما بدأت أي دواء جديد وما عندي طفح'],
  [4, 5, 'ما أخذت دواء جديد، بس جلد إيديه ناشف ويقشر من الصابون'],
]);

block('a child who has drunk nothing, said in the past tense (NICE NG143 dehydration, amber or red)', [
  [1, 3, 'ابني عنده استفراغ وما شرب شي من الصبح'],
  [1, 3, 'بنتي ما شربت ولا مية من امبارح وعم تستفرغ'],
]);
