import { expect, test } from '@playwright/test';
import { axeViolations } from './a11y';

/**
 * The page-level accessibility check every journey runs (a11y.ts) must be able to fail: a page with known faults
 * gives exactly their rules, twice in a row (axe is put into the document once and reused), and a clean page none.
 */
test.describe('the accessibility check', () => {
  test('names each fault of a faulty page, and none on a clean one', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><head><title>Faults</title></head><body><main><img src="x.png"><button></button>' +
        '<p style="color:#ddd;background:#fff">Faint text</p></main></body></html>',
    );
    const rules = async () => (await axeViolations(page)).map((v) => v.rule).sort();
    expect(await rules()).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(await rules(), 'a second check in the same document').toEqual(['button-name', 'color-contrast', 'image-alt']);
    const [image] = (await axeViolations(page)).filter((v) => v.rule === 'image-alt');
    expect(image).toMatchObject({ impact: 'critical', targets: ['img'] });

    await page.setContent('<html lang="en"><head><title>Clean</title></head><body><main><h1>Tickets</h1><button>Buy</button></main></body></html>');
    expect(await rules()).toEqual([]);
  });

  test('reads a dialog that fades in by its final colours, once its animation has ended', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><head><title>Fade</title><style>@keyframes in { from { opacity: 0.05 } to { opacity: 1 } }' +
        '.dialog { animation: in 2.8s linear both }</style></head><body><main><div class="dialog" role="dialog" aria-label="Crop">' +
        '<p style="color:#222;background:#fff">Drag to crop</p></div></main></body></html>',
    );
    // Mid-fade the text is faint; the check waits for the fade to end, then reads the page.
    const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    expect(await running()).toBe(1);
    expect((await axeViolations(page)).map((v) => v.rule)).toEqual([]);
    expect(await running(), 'the fade ended before the page was read').toBe(0);
  });
});
