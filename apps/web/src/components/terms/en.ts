import { OPERATOR, type TermsDocument } from './types.ts';

export const terms: TermsDocument = {
  title: 'Terms of Service',
  lastUpdated: 'April 11, 2025',
  sections: [
    { title: '0. Purpose', paragraphs: ['These terms govern your use of Asa, an AI-based digital health assistant that gives general health information around the clock. Asa helps you judge how serious your symptoms are and whether to seek medical care or look after yourself at home.'] },
    { title: '1. Acceptance of the terms', paragraphs: ['By creating a user account or using Asa you agree to these terms. If you do not agree, do not use the service.'] },
    { title: '2. Operator', paragraphs: [`Asa is operated by ${OPERATOR.name} (registration ID ${OPERATOR.registrationId}) together with a private healthcare institution in Iceland.`] },
    { title: '3. Eligibility', paragraphs: ['You must be at least 18 years old, or of legal age in your jurisdiction, to use Asa.'] },
    { title: '4. Description of the service', paragraphs: ['Asa answers health questions in writing or by voice, estimates how urgent your situation is and prepares a structured summary. Nurses and doctors of the clinic you are connected to may review that summary and contact you.'] },
    { title: '5. Limitations', paragraphs: ['Asa gives general information only. It does not give personal diagnoses, treatment plans or prescriptions and does not replace an examination by a healthcare professional.'] },
    { title: '6. Emergencies', paragraphs: ['Asa is not for emergencies. If you or someone else may be in danger, call 112 or go to the nearest emergency room immediately.'] },
    { title: '7. Proper use', paragraphs: ['Use Asa only for your own health questions and in good faith. Do not misuse the service, try to disrupt it, gain unauthorised access to it or enter other people’s personal data without their consent.'] },
    { title: '8. Privacy', paragraphs: ['We collect only the data needed to sign you in and to provide the service: your sign-in details and your conversations with Asa with their assessments. We do not share your data with others except as required by law. You can delete your account and its conversations at any time.'] },
    { title: '9. Intellectual property', paragraphs: ['The service, its software, text and design belong to the operator and its licensors. You may not copy, change or distribute them without permission.'] },
    { title: '10. No warranties', paragraphs: ['Asa is provided “as is” and “as available”. We do not guarantee that its information is complete, correct or suitable for your situation, or that the service is always available.'] },
    { title: '11. Limitation of liability', paragraphs: ['To the extent permitted by law, the operator is not liable for any direct or indirect loss arising from the use of Asa or from decisions made on the basis of its information.'] },
    { title: '12. Indemnification', paragraphs: ['You agree to indemnify the operator against claims arising from your breach of these terms or your misuse of the service.'] },
    { title: '13. Termination', paragraphs: ['We may suspend or end your access to Asa at any time without notice. You may stop using the service and delete your account at any time.'] },
    { title: '14. Governing law', paragraphs: ['These terms are governed by Icelandic law. Disputes shall be brought before the Reykjavík District Court (Héraðsdómur Reykjavíkur).'] },
    { title: '15. Changes', paragraphs: ['We may change these terms. Changes take effect when they are published in the service.'] },
    { title: '16. Contact', paragraphs: [`Questions about these terms: ${OPERATOR.email}`] },
  ],
};
