import type { TranscriptMessage } from '@asa/triage';
import { inProcessTriageReader, type TriageReader } from '../adapters/triage/pool.ts';
import type { Language } from '@asa/domain';
import type { Kysely } from 'kysely';
import { newId } from './ids.ts';
import type { Database } from './schema.ts';

/**
 * Issue 2 item 5: 30 demo cases in the demo clinic, each a realistic patient conversation whose
 * assessment (urgency, diagnosisData, medicalHistory) comes from the offline triage engine plus the
 * red-flag safety floor — the same path a real chat takes. A few are forwarded or reviewed.
 */
interface DemoCase {
  name: string;
  phone: string;
  language: Language;
  /** Hours before seeding when the conversation started. */
  hoursAgo: number;
  status?: 'forwarded' | 'reviewed';
  messages: TranscriptMessage[];
}

const u = (content: string): TranscriptMessage => ({ role: 'user', content });
const a = (content: string): TranscriptMessage => ({ role: 'assistant', content });

export const DEMO_CASES: DemoCase[] = [
  {
    name: 'Jón Guðmundsson', phone: '+3546110001', language: 'en', hoursAgo: 0.2,
    messages: [
      u('I have crushing chest pain spreading to my left arm and jaw, started 20 minutes ago while shovelling snow.'),
      a('This could be serious. Are you short of breath or sweating?'),
      u('Yes, I am sweating a lot and feel sick. I am 58 and have high blood pressure.'),
    ],
  },
  {
    name: 'Sigríður Jónsdóttir', phone: '+3546110002', language: 'en', hoursAgo: 1.5, status: 'forwarded',
    messages: [
      u('My husband suddenly cannot lift his right arm and his face is drooping on one side.'),
      a('When did this start, and can he speak normally?'),
      u('About half an hour ago. His speech is slurred and he seems confused.'),
    ],
  },
  {
    name: 'Anna Kowalska', phone: '+3546110003', language: 'en', hoursAgo: 3,
    messages: [
      u('I was stung by a wasp and now my lips and tongue are swelling and I have trouble breathing.'),
      a('Do you have an adrenaline auto-injector with you?'),
      u('No. My throat feels tight and I have hives all over.'),
    ],
  },
  {
    name: 'Guðrún Ólafsdóttir', phone: '+3546110004', language: 'en', hoursAgo: 5,
    messages: [
      u('I have the worst headache of my life, it came on suddenly like a thunderclap an hour ago.'),
      a('Do you have a stiff neck, vomiting or any weakness?'),
      u('I vomited twice and the light hurts my eyes.'),
    ],
  },
  {
    name: 'Ólafur Einarsson', phone: '+3546110005', language: 'en', hoursAgo: 7, status: 'reviewed',
    messages: [
      u('I am vomiting blood, bright red, twice in the last hour.'),
      a('How much blood, and do you feel dizzy or faint?'),
      u('About a cup each time. I feel lightheaded when I stand up. I take ibuprofen daily for my back.'),
    ],
  },
  {
    name: 'Helga Sigurðardóttir', phone: '+3546110006', language: 'en', hoursAgo: 9,
    messages: [
      u('My 30 year old son took a lot of sleeping pills and he is very drowsy and hard to wake.'),
      a('Is he breathing normally? Do you know how many pills he took?'),
      u('His breathing is slow. Maybe 20 tablets.'),
    ],
  },
  {
    name: 'Kristján Þórsson', phone: '+3546110007', language: 'en', hoursAgo: 11,
    messages: [
      u('I have had a fever of 39.5 for three days and a bad cough with green sputum.'),
      a('Are you short of breath, or is there pain when you breathe in?'),
      u('I get short of breath walking up stairs and my chest hurts on the right when I cough.'),
      a('Do you have any long-term illnesses?'),
      u('I have asthma and I smoke about ten cigarettes a day.'),
    ],
  },
  {
    name: 'Margrét Pálsdóttir', phone: '+3546110008', language: 'en', hoursAgo: 14, status: 'forwarded',
    messages: [
      u('Sharp pain in my lower right belly since last night, it started around my belly button.'),
      a('Has the pain moved, and do you have a fever or nausea?'),
      u('It moved to the right side, I have 38.3 fever and I cannot eat. Walking makes it worse.'),
    ],
  },
  {
    name: 'Einar Magnússon', phone: '+3546110009', language: 'en', hoursAgo: 18,
    messages: [
      u('I am 34 weeks pregnant and I have a severe headache and blurred vision, my feet are very swollen.'),
      a('Have you checked your blood pressure?'),
      u('The pharmacy machine showed 165 over 110.'),
    ],
  },
  {
    name: 'Bjarni Haraldsson', phone: '+3546110010', language: 'en', hoursAgo: 20,
    messages: [
      u('My left calf has been swollen, red and painful for two days. I flew back from Tenerife on Saturday.'),
      a('Are you short of breath or do you have chest pain?'),
      u('No chest pain and breathing is fine. It hurts when I walk.'),
    ],
  },
  {
    name: 'Ásta Kristinsdóttir', phone: '+3546110011', language: 'en', hoursAgo: 23,
    messages: [
      u('I have had burning when I pee and need to go all the time since yesterday.'),
      a('Do you have a fever, back pain or blood in the urine?'),
      u('No fever, no back pain. Maybe a little pink once.'),
    ],
  },
  {
    name: 'Þórdís Baldursdóttir', phone: '+3546110012', language: 'en', hoursAgo: 26, status: 'reviewed',
    messages: [
      u('I twisted my ankle playing football. It is swollen and bruised but I can walk on it a bit.'),
      a('Can you take four steps on it, and is there pain on the bony parts?'),
      u('I can limp four steps. The outside of the ankle is tender but not the bone itself.'),
    ],
  },
  {
    name: 'Gunnar Stefánsson', phone: '+3546110013', language: 'en', hoursAgo: 29,
    messages: [
      u('Runny nose, sore throat and a mild cough for four days. Temperature 37.8.'),
      a('Any shortness of breath or ear pain?'),
      u('No, just tired. I have been taking paracetamol.'),
    ],
  },
  {
    name: 'Ingibjörg Árnadóttir', phone: '+3546110014', language: 'en', hoursAgo: 32,
    messages: [
      u('I have a throbbing headache on one side with nausea, I get these a few times a month.'),
      a('Is this headache like your usual ones, or different?'),
      u('Same as usual, with flashing lights before it starts. Sumatriptan usually helps.'),
    ],
  },
  {
    name: 'Pétur Jóhannsson', phone: '+3546110015', language: 'en', hoursAgo: 36,
    messages: [
      u('Lower back pain for a week after lifting boxes at work.'),
      a('Any numbness in the groin, trouble passing urine, or weakness in the legs?'),
      u('No, nothing like that. It hurts when I bend forward.'),
      a('Have you taken anything for it?'),
      u('Ibuprofen helps a little.'),
    ],
  },
  {
    name: 'Katrín Gísladóttir', phone: '+3546110016', language: 'en', hoursAgo: 40,
    messages: [
      u('I have diarrhoea and vomiting since yesterday after a buffet.'),
      a('Can you keep fluids down, and are you passing urine?'),
      u('Small sips stay down. I peed this morning. No blood in the stool.'),
    ],
  },
  {
    name: 'Hannes Björnsson', phone: '+3546110017', language: 'en', hoursAgo: 44, status: 'forwarded',
    messages: [
      u('I have type 1 diabetes and my blood sugar has been over 25 all day, I feel very thirsty and have stomach pain.'),
      a('Are you vomiting, or breathing fast?'),
      u('I vomited twice and I am breathing fast. My ketone meter shows 3.2.'),
    ],
  },
  {
    name: 'Elín Hauksdóttir', phone: '+3546110018', language: 'en', hoursAgo: 48,
    messages: [
      u('Itchy red rash on both arms since I started a new washing powder.'),
      a('Any swelling of the face or lips, or trouble breathing?'),
      u('No, just itchy. Hydrocortisone cream helps a bit.'),
    ],
  },
  {
    name: 'Stefán Ragnarsson', phone: '+3546110019', language: 'en', hoursAgo: 52,
    messages: [
      u('I feel my heart racing and fluttering on and off today, I had a lot of coffee.'),
      a('Do you have chest pain, fainting or shortness of breath with it?'),
      u('No chest pain, no fainting. It lasts a few seconds each time.'),
    ],
  },
  {
    name: 'Rósa Friðriksdóttir', phone: '+3546110020', language: 'en', hoursAgo: 56, status: 'reviewed',
    messages: [
      u('I have pain in my right ear and it feels blocked since a cold last week.'),
      a('Any discharge from the ear, fever or dizziness?'),
      u('Slight fever 37.9 yesterday, no discharge.'),
    ],
  },
  {
    name: 'Tómas Halldórsson', phone: '+3546110021', language: 'en', hoursAgo: 60,
    messages: [
      u('I cut my hand on a knife while cooking, it is bleeding a lot and I cannot stop it after 15 minutes of pressure.'),
      a('How long and deep is the cut? Can you move all your fingers?'),
      u('About 3 cm, deep, I can move my fingers but the thumb side feels numb.'),
    ],
  },
  {
    name: 'Lilja Sveinsdóttir', phone: '+3546110022', language: 'en', hoursAgo: 66,
    messages: [
      u('I have been feeling very low for weeks and sometimes I think everyone would be better off without me.'),
      a('Thank you for telling me. Are you having thoughts of ending your life right now?'),
      u('Sometimes, yes. I have not made a plan.'),
    ],
  },
  {
    name: 'Ari Benediktsson', phone: '+3546110023', language: 'en', hoursAgo: 72,
    messages: [
      u('Heartburn after meals for a couple of weeks, worse when I lie down.'),
      a('Any trouble swallowing, weight loss or black stools?'),
      u('No, none of those. Antacids help.'),
    ],
  },
  {
    name: 'Hildur Egilsdóttir', phone: '+3546110024', language: 'en', hoursAgo: 78,
    messages: [
      u('Sore throat and pain when swallowing for two days, white spots on my tonsils, fever 38.5.'),
      a('Any cough, or trouble opening your mouth or breathing?'),
      u('No cough. I can open my mouth and breathe fine.'),
    ],
  },
  {
    name: 'Jakob Vilhjálmsson', phone: '+3546110025', language: 'en', hoursAgo: 84,
    messages: [
      u('I fell off a ladder and hit my head, I was knocked out for a minute. Now I have a headache and threw up.'),
      a('Do you take blood thinners, and are you confused or drowsy?'),
      u('I take warfarin for my heart valve. I feel a bit drowsy.'),
    ],
  },
  {
    name: 'Sólveig Karlsdóttir', phone: '+3546110026', language: 'en', hoursAgo: 90,
    messages: [
      u('My eyes are red and itchy and watery every spring, sneezing a lot.'),
      a('Is your vision affected, or is there pain?'),
      u('No pain and vision is fine. Antihistamines from last year are finished.'),
    ],
  },
  {
    name: 'Davíð Marteinsson', phone: '+3546110027', language: 'en', hoursAgo: 96,
    messages: [
      u('I get short of breath and wheezy at night, I have asthma, my blue inhaler helps for a few hours.'),
      a('Can you speak in full sentences right now?'),
      u('Yes, I can talk normally now. I am using the inhaler three times a day this week.'),
    ],
  },
  {
    name: 'Berglind Ásgeirsdóttir', phone: '+3546110028', language: 'en', hoursAgo: 104,
    messages: [
      u('A small mole on my back has changed shape and become darker over the last months.'),
      a('Has it bled, itched or grown quickly?'),
      u('It itches sometimes and it is bigger than before, maybe 7 mm.'),
    ],
  },
  {
    name: 'Egill Þorsteinsson', phone: '+3546110029', language: 'en', hoursAgo: 112,
    messages: [
      u('I have had mild constipation for a week after starting iron tablets.'),
      a('Any abdominal pain, vomiting or blood?'),
      u('No, just uncomfortable. I drink little water.'),
    ],
  },
  {
    name: 'Fríða Ingólfsdóttir', phone: '+3546110030', language: 'en', hoursAgo: 120,
    messages: [
      u('I need advice about a mild sunburn on my shoulders from yesterday.'),
      a('Any blisters, fever or feeling unwell?'),
      u('No blisters, just red and a bit sore.'),
    ],
  },
];

/** Inserts the demo patients and their assessed cases (skips ones whose phone number exists). */
export async function seedDemoCases(db: Kysely<Database>, input: {
    companyId: string;
    engine: 'sqlite' | 'postgres';
    reviewerId: string | null;
    now?: number;
    /** The server's triage reader (its workers); in-process when absent. */
    triage?: TriageReader;
  },
) {
  const triage = input.triage ?? inProcessTriageReader();
  const now = input.now ?? Date.now();
  const pg = input.engine === 'postgres';
  let created = 0;
  for (const [index, demo] of DEMO_CASES.entries()) {
    const exists = await db.selectFrom('user').select('id').where('phoneNumber', '=', demo.phone).executeTakeFirst();
    if (exists) continue;
    const userId = newId();
    const startedAt = now - Math.round(demo.hoursAgo * 3600_000);
    const iso = new Date(startedAt).toISOString();
    await db
      .insertInto('user')
      .values({
        id: userId,
        name: demo.name,
        email: `${demo.phone.slice(1)}@phone.asa.invalid`,
        emailVerified: pg ? false : 0,
        image: null,
        createdAt: iso,
        updatedAt: iso,
        phoneNumber: demo.phone,
        phoneNumberVerified: pg ? true : 1,
        role: 'user',
        banned: null,
        banReason: null,
        banExpires: null,
        companyId: input.companyId,
        language: demo.language,
      })
      .execute();
    // The engine's assessment under its floor, as an offline turn's (report in English).
    const { assessment, emergency } = await triage.assess({ messages: demo.messages, assessment: null, patientLanguage: demo.language, reportLanguage: 'en' });
    const chatId = newId();
    const stated = await triage.demographics({ messages: demo.messages, language: demo.language });
    const lastAt = startedAt + (demo.messages.length - 1) * 45_000;
    const actedAt = lastAt + 20 * 60_000;
    await db
      .insertInto('chat')
      .values({
        id: chatId,
        userId,
        companyId: input.companyId,
        title: demo.messages[0]!.content.slice(0, 60),
        diagnosis: assessment.diagnosis,
        urgency: assessment.urgency,
        diagnosisData: JSON.stringify(assessment.diagnosisData),
        medicalHistory: JSON.stringify(assessment.medicalHistory),
        patientLanguage: demo.language,
        patientAge: stated.ageYears === null ? null : Math.floor(stated.ageYears),
        patientSex: stated.sex,
        emergency: emergency ? 1 : 0,
        dismissed: demo.status === 'reviewed' ? 1 : 0,
        forwardedToDoctor: demo.status === 'forwarded' ? 1 : 0,
        forwardedBy: demo.status === 'forwarded' ? input.reviewerId : null,
        forwardedAt: demo.status === 'forwarded' ? actedAt : null,
        reviewedBy: demo.status === 'reviewed' ? input.reviewerId : null,
        reviewedAt: demo.status === 'reviewed' ? actedAt : null,
        assessedAt: lastAt,
        createdAt: startedAt,
        updatedAt: demo.status ? actedAt : lastAt,
      })
      .execute();
    await db
      .insertInto('message')
      .values(
        demo.messages.map((message, i) => ({
          id: newId(),
          chatId,
          role: message.role,
          content: message.content,
          createdAt: startedAt + i * 45_000 + index,
        })),
      )
      .execute();
    created += 1;
  }
  return { created };
}
