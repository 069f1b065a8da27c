// The Chinese words of the concepts recognised by composition (data only): PARTS, the words
// of each part by the part's name; CONTEXTS, a rule's context expression. The rules that join
// them: concepts/compositions.ts; term syntax: nlp/matcher.ts.

export const PARTS: Readonly<Record<string, readonly string[]>> = {
  BLOOD: ['血(?![压壓糖管型脂液检常])'],
  VOMIT: ['吐', '呕'],
  COUGH: ['咳', '痰'],
  STOOL: ['大便', '粪', '屎', '拉肚子', '腹泻', '便便'],
  URINE: ['尿'],
  BLEED: ['出血', '流血', '出.{0,4}血'],
  'bleeding-heavily b 1': ['很多', '好多', '不停', '止不住', '喷', '大量', '一直流', '停不下'],
  'coffee-ground-vomit a': ['咖啡渣', '咖啡色', '咖啡样'],
  'black-tarry-stool a': ['黑', '柏油'],
  'cyanosis-colour-body a': ['发紫', '青紫', '发青', '发蓝', '紫', '青', '发灰'],
  'cyanosis-colour-body b 1': ['嘴唇', '唇', '脸', '皮肤', '指甲', '手指'],
  'worst-of-life a': ['最'],
  'worst-of-life b 1': ['头痛', '头疼', '頭痛', '偏头痛'],
  'worst-of-life b 2': ['痛', '疼'],
  'reliever-not-helping a': ['吸入器', '喷雾', '万托林', '沙丁胺醇'],
  'reliever-not-helping b 1': ['没用', '不管用', '没效果', '无效', '不起作用'],
  'rigid-abdomen a': ['硬', '板状'],
  'rigid-abdomen b 1': ['肚子', '腹'],
  'neck-will-not-bend a': ['脖子', '颈', '头'],
  'neck-will-not-bend b 1': ['不能(?:往前|向前|往下)?弯', '弯不下', '低不下', '低不了', '不能低头', '弯不了'],
  'neck-stiff a': ['脖子', '颈'],
  'neck-stiff b 1': ['僵硬', '发硬', '僵'],
  'bleeding-from-back-passage b 1': ['肛门', '屁股', '直肠'],
  'pulled-from-water a': ['泳池', '游泳池', '水里', '水中', '河里', '海里', '池'],
  'pulled-from-water b 1': ['拉出来', '捞出来', '救上来', '拉上来', '救出来', '沉下去', '沉到'],
  'double-vision a': ['重影', '两个', '双影'],
  'double-vision b 1': ['看', '视'],
  'weight-on-chest a': ['坐在', '大象', '压着', '压迫', '压榨', '紧缩', '石头压', '重物', '压'],
  'weight-on-chest b 1': ['胸'],
  'tablets-gathered a': ['攒', '囤', '存了', '积攒', '收集了'],
  'tablets-gathered b 1': ['药'],
  'fetal-movements-stopped a': ['感觉不到', '不动', '没有', '没', '不', '停了', '少了', '减少'],
  'fetal-movements-stopped b 1': ['胎动', '动', '踢'],
  'head-struck a': ['头'],
  'head-struck b 1': ['撞', '磕', '碰', '摔'],
};

export const CONTEXTS: Readonly<Record<string, string>> = {
  'worst-of-life context': '(?:这辈子|一辈子|有生以来|从来没|从没|生平)',
  'pulled-from-water context': '.',
  'fetal-movements-stopped context': '(?:怀孕|孕|胎|周)',
};
