import type { Browser, Page } from '@playwright/test';
import { logIn } from './api';
import { openSignedInPage } from './chromium';
import { type ApiServer, startServer } from './server';
import { ensureWebBuild } from './web';

/** 30 filled lines across the lists of one reaction, as a long batch record gives them. */
export function thirtyFilledRows() {
  const raw = (i: number) => ({
    name: `raw material ${i}`,
    productionPlace: 'Europe',
    cas: `100-00-${i % 10}`,
    molecularWeight: `${100 + i}.5`,
    weightPerBatch: `${10 * i}`,
  });
  const waste = (type: string) => (i: number) => ({
    roughComposition: `waste ${i}`,
    type,
    weightPerBatch: `${i}`,
  });
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i + 1));
  return {
    usedInReactionId: 'substance_intermediate',
    molecularWeight: '151.16',
    weightPerBatch: '1000',
    productBy: {
      processType: 'ChemicalReaction',
      carbonReactionRawMaterials: times(14, raw),
      carbonReactionAqueousWastes: times(4, waste('BioStation')),
      carbonReactionOrganicWastes: times(4, waste('Incineration')),
      carbonReactionGasWastes: times(4, waste('Filtration')),
      carbonReactionSolventRecyclings: times(2, (i) => ({
        solventName: `solvent ${i}`,
        distillationSite: 'SameLocation',
        recoveredWeightPerBatch: `${i}0`,
      })),
      carbonReactionCleanings: times(2, (i) => ({
        solventName: `cleaning solvent ${i}`,
        productionPlace: 'Europe',
        cas: '67-56-1',
        quantityPerCleaning: `${i}`,
        numberOfBatchesBetweenEachCleaning: '10',
      })),
    },
  };
}

/** The demo DRAFT2 footprint with its reaction 1 filled, open in a signed-in Chromium page. */
export interface FilledSecondPart {
  server: ApiServer;
  browser: Browser;
  page: Page;
  /** The DRAFT2 footprint's id. */
  id: string;
  close(): Promise<void>;
}

/**
 * What the second-part benches share (issues #11 and #23): the SPA built, the real API with its
 * demo data, the demo DRAFT2 footprint's reaction 1 filled with 30 lines through the API (its
 * reaction 2 left empty), and the system Chromium signed in as the demo client.
 */
export async function openFilledSecondPart(databaseUrl?: string): Promise<FilledSecondPart> {
  ensureWebBuild();
  const server = await startServer({ demoData: true, databaseUrl });
  let browser: Browser | undefined;
  try {
    const tokens = await logIn(server.baseURL);
    const headers = { 'content-type': 'application/json', authorization: tokens.AccessToken };
    const footprints = (await (await fetch(`${server.baseURL}/api/carbon`, { headers })).json()) as {
      id: string;
      status: string;
    }[];
    const draft2 = footprints.find((f) => f.status === 'DRAFT2');
    if (!draft2) throw new Error('the demo data has no footprint in DRAFT2');
    // A save names the revision it starts from (decision 0027).
    const stored = (await (
      await fetch(`${server.baseURL}/api/carbon/second_part/${draft2.id}`, { headers })
    ).json()) as { revision: number };
    const saved = await fetch(`${server.baseURL}/api/carbon/second_part/update/${draft2.id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ substances: [thirtyFilledRows()], revision: stored.revision }),
    });
    if (saved.status !== 200)
      throw new Error(`second_part/update answered ${saved.status}: ${await saved.text()}`);
    const opened = await openSignedInPage(server.baseURL, tokens);
    browser = opened.browser;
    const open = opened.browser;
    return {
      server,
      browser: open,
      page: opened.page,
      id: draft2.id,
      close: async () => {
        await open.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}
