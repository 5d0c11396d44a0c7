// The dashboard viewer and editor in Chromium on the sandbox: live values from the simulated boilers, building with
// the palette and bindings, keyboard undo and redo (not inside a text field), protected pages and groups, the draft
// kept across a reload, saving versions, and the failures a save and an image's address can meet.
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const history = (page: Page) => page.getByRole('region', { name: 'History' }).or(page.locator('section[aria-labelledby="history-title"]'));
const currentStep = (page: Page) => history(page).locator('[aria-current="step"]');
const widget = (page: Page, type: string, text?: string) => {
  const all = page.locator(`[data-widget-type="${type}"]`);
  return text === undefined ? all : all.filter({ hasText: text });
};

async function openEditor(page: Page, user: string, dashboardId: string) {
  await openAndSignIn(page, user, `/#/dashboards/${dashboardId}/edit?org=1`);
  await expect(page.getByRole('heading', { name: 'Add a widget' })).toBeVisible();
}

/** Keys go to the editor only when no field has focus: click the grid's background (it selects the page's group). */
async function focusOutsideFields(page: Page) {
  await page.getByRole('listbox', { name: 'Widgets of this page' }).click({ position: { x: 4, y: 4 } });
}

test('alice sees live boiler values in the viewer, on the page she chooses', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/dashboards/dsh-boiler-hall-a?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  // The simulated boiler swings between 55 and 95 °C (sandbox/devices/fleet.ts).
  const temperature = widget(page, 'ValueWgt', 'Temperature').locator('output');
  await expect(temperature).toHaveText(/^\d{2}\.\d°C$/);
  const celsius = Number((await temperature.textContent())?.replace('°C', ''));
  expect(celsius).toBeGreaterThanOrEqual(55);
  expect(celsius).toBeLessThanOrEqual(95);
  await expect(widget(page, 'TrendWgt').getByRole('img')).toHaveAccessibleName(/Temperature, last hour: \d+ samples/);
  // Another boiler of the same model in the slot, found by searching on the server: the URL keeps it.
  const picker = page.getByRole('combobox', { name: 'Boiler (Boiler)' });
  await expect(picker).toHaveValue('Boiler Hall A');
  await picker.click();
  const options = page.getByRole('listbox', { name: 'Boiler (Boiler)' }).getByRole('option');
  // The first page of the slot model's devices, the one shown now marked.
  await expect(options).toHaveText([/Boiler Hall A/, /Boiler Hall B/, /North Boiler/]);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'the dashboard viewer with the device picker open');
  await picker.fill('hall b');
  await expect(options).toHaveCount(1);
  // From the keyboard: the first match, then Enter.
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue('Boiler Hall B');
  await expect(page).toHaveURL(/ecc_device_Boiler=dev-acme-boiler-2/);
  await picker.fill('no such boiler');
  await expect(page.getByRole('status').filter({ hasText: 'No device matches “no such boiler”.' })).toBeVisible();
  await picker.press('Escape');
  await expect(picker).toHaveValue('Boiler Hall B');
  await expectNoSeriousA11yViolations(page, 'the dashboard viewer');
});

test('alice builds with the palette and bindings, undoes and redoes with the keyboard, and saves a version', async ({ page }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await expect(currentStep(page)).toHaveText('Add Value');
  // The widget just added has the focus, not the palette's button.
  await expect(page.getByRole('option', { name: /^Value 1, column / })).toBeFocused();
  // A slot's first tag is bound at once; choosing it again is no new step.
  await page.getByLabel('Value: device').selectOption({ label: 'Boiler (Boiler)' });
  await page.getByLabel('Value: tag').selectOption('Boiler/Temperature');
  await expect(history(page).getByRole('button')).toHaveText(['Opened', 'Add Value', 'Bind Value 1 to Boiler/Boiler/Temperature']);
  const value = widget(page, 'ValueWgt').locator('output');
  await expect(value).toHaveText(/^\d+(\.\d+)?$/);

  await focusOutsideFields(page);
  await page.keyboard.press('Control+z');
  await expect(currentStep(page)).toHaveText('Add Value');
  await expect(value).toHaveText('–');
  await page.keyboard.press('Control+Shift+z');
  await expect(currentStep(page)).toHaveText('Bind Value 1 to Boiler/Boiler/Temperature');
  await expect(value).toHaveText(/^\d+(\.\d+)?$/);

  // Typing Ctrl+Z in a focused text widget is the widget's own undo, not the editor's.
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  const text = page.getByRole('textbox', { name: 'Text of Text 1' });
  await text.fill('Night shift');
  await text.press('Control+z');
  await expect(currentStep(page)).toHaveText('Add Text');
  await expect(widget(page, 'ValueWgt').locator('output')).toHaveText(/^\d+(\.\d+)?$/);
  await text.fill('Night shift');
  await focusOutsideFields(page);
  await expect(currentStep(page)).toHaveText('Edit text of Text 1');

  await expectNoSeriousA11yViolations(page, 'the dashboard editor');
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByLabel('What changed').fill('Temperature added');
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();

  // The saved version is current: the viewer shows the new widget with a live value.
  await page.getByRole('link', { name: 'View' }).click();
  await expect(widget(page, 'ValueWgt').locator('output')).toHaveText(/^\d+(\.\d+)?$/);
});

test('pages and groups are not removed with Delete, and the last page cannot be removed', async ({ page }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await focusOutsideFields(page);
  await page.keyboard.press('Delete');
  await expect(page.getByText('Pages and groups are not removed with Delete.')).toBeAttached();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('tab', { name: 'Pressure' })).toBeVisible();
  await expect(widget(page, 'GaugeWgt')).toHaveCount(1);
  await expect(currentStep(page)).toHaveText('Opened');
  await expect(page.getByRole('button', { name: 'Remove page Pressure' })).toBeDisabled();

  // A selected widget is removed by Delete, and comes back with undo.
  await page.getByRole('option', { name: /^Pressure, column/ }).click();
  await page.keyboard.press('Delete');
  await expect(widget(page, 'GaugeWgt')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(widget(page, 'GaugeWgt')).toHaveCount(1);
});

test('a reload during editing restores the unsaved changes as one step; saved, the notice goes and the step stays', async ({ page }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Gauge', exact: true }).click();
  await expect(widget(page, 'GaugeWgt')).toHaveCount(2);
  await page.reload();
  const restored = page.getByText('Unsaved changes restored');
  await expect(restored).toBeVisible();
  await expect(widget(page, 'GaugeWgt')).toHaveCount(2);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(currentStep(page)).toHaveText('Restore unsaved changes');

  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();
  await expect(restored).toBeHidden();
  // The restore is still one step of the history: undone, the dashboard is as version 1 had it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(widget(page, 'GaugeWgt')).toHaveCount(1);
  await expect(restored).toBeHidden();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
});

test('a widget dragged or moved onto another is refused and stays where it was; onto free cells it moves', async ({ page }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  // The Pressure page: the gauge on columns 1–6, the chart on 7–12, both four rows high; rows 5–8 are free.
  const gauge = page.getByRole('option', { name: /^Pressure, column/ });
  const chart = page.getByRole('option', { name: /^Pressure, last hour, column/ });
  await expect(gauge).toHaveAccessibleName('Pressure, column 1, row 1, 6 by 4');
  await expect(chart).toHaveAccessibleName('Pressure, last hour, column 7, row 1, 6 by 4');
  const grid = page.getByRole('listbox', { name: 'Widgets of this page' });
  const column = (await grid.boundingBox())!.width / 12;
  const drag = async (columns: number, rows: number) => {
    await gauge.scrollIntoViewIfNeeded();
    const from = (await gauge.boundingBox())!;
    // Four rows and the three gaps between them.
    const row = (from.height + 8) / 4;
    await page.mouse.move(from.x + 20, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + 20 + columns * column, from.y + 20 + rows * row, { steps: 8 });
    await page.mouse.up();
  };

  await drag(3, 0);
  await expect(page.getByRole('status').filter({ hasText: 'Pressure stays where it was: it would overlap Pressure, last hour.' }).first()).toBeVisible();
  await expect(gauge).toHaveAccessibleName('Pressure, column 1, row 1, 6 by 4');
  await expect(chart).toHaveAccessibleName('Pressure, last hour, column 7, row 1, 6 by 4');
  await expect(currentStep(page)).toHaveText('Opened');
  const [gaugeBox, chartBox] = [(await gauge.boundingBox())!, (await chart.boundingBox())!];
  expect(gaugeBox.x + gaugeBox.width).toBeLessThanOrEqual(chartBox.x);

  // From the keyboard too: right is taken all the way to the edge.
  await gauge.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Pressure keeps its size: it would overlap Pressure, last hour.' }).first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'No free place for Pressure that way.' }).first()).toBeVisible();
  await expect(gauge).toHaveAccessibleName('Pressure, column 1, row 1, 6 by 4');
  await expect(currentStep(page)).toHaveText('Opened');

  await drag(0, 4);
  await expect(gauge).toHaveAccessibleName('Pressure, column 1, row 5, 6 by 4');
  await expect(currentStep(page)).toHaveText('Move Pressure');
  // Below the chart now, right is free up to the edge.
  await gauge.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gauge).toHaveAccessibleName('Pressure, column 2, row 5, 6 by 4');
});

test('a failed save keeps the edits and says so; saving again works', async ({ page, request }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await request.put('/__sandbox/faults', { data: { 'POST /api/v1/dashboards/dsh-boiler-fleet/versions': { status: 500, times: 1 } } });
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The version could not be saved' })).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(widget(page, 'ValueWgt')).toHaveCount(1);

  await page.getByRole('button', { name: 'Save again' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();
});

test('a save that timed out while the service stored it, saved again: the note is kept and one version results', async ({ page, request }) => {
  // A deployment with a short HTTP timeout (config.json), so the save's answer can come too late without a long wait.
  await page.route('**/config.json', async (route) => {
    const served = await route.fetch();
    await route.fulfill({ status: 200, headers: { ...served.headers(), 'content-type': 'application/json' }, json: { timeouts: { http: 5_000 } } });
  });
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  // The service stores the version at once and answers after the portal stopped waiting.
  await request.put('/__sandbox/faults', { data: { 'POST /api/v1/dashboards/dsh-boiler-fleet/versions': { delay: 10_000, times: 1 } } });
  await page.getByRole('button', { name: 'Save version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a new version' });
  await dialog.getByLabel('What changed').fill('Value widget for the pressure');
  await dialog.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The version could not be saved' })).toBeVisible();

  await page.getByRole('button', { name: 'Save again' }).click();
  await expect(dialog.getByLabel('What changed'), 'what the person typed is kept').toHaveValue('Value widget for the pressure');
  await dialog.getByRole('button', { name: 'Save version' }).click();
  // The retry was the same request: the service answered it from its record, so the seed's version 1 and one more.
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();
  // A fresh dialog for the next version.
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(dialog.getByLabel('What changed')).toHaveValue('');
});

test('an expired token during save is refreshed and the version is saved once', async ({ page, request }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await request.put('/__sandbox/faults', { data: { 'POST /api/v1/dashboards/dsh-boiler-fleet/versions': { status: 401, times: 1 } } });
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  // One version more than the seed's one: the retry after the refresh saved it, and nothing saved it twice.
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();
});

test('an image uploads with its progress shown and appears in the widget and the viewer', async ({ page }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  // A slow upload link, so the progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  const png = await page.evaluate(async () => {
    // Noise does not compress: a file of some hundred kilobytes to watch travel.
    const canvas = new OffscreenCanvas(400, 300);
    const pixels = new ImageData(400, 300);
    let seed = 7;
    for (let index = 0; index < pixels.data.length; index++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      pixels.data[index] = index % 4 === 3 ? 255 : seed % 256;
    }
    canvas.getContext('2d')!.putImageData(pixels, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an image' }).click();
  await (await chooser).setFiles({ name: 'hall plan.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(page.getByText('Uploading hall_plan.png…')).toBeVisible();
  // Part of the file is sent: the bar says how much.
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(progress).toHaveCount(0, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const image = widget(page, 'ImageWgt').locator('img');
  await expect(image).toHaveJSProperty('naturalWidth', 400);
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();
  await page.getByRole('link', { name: 'View' }).click();
  await expect(widget(page, 'ImageWgt').locator('img')).toHaveJSProperty('naturalWidth', 400);
});

test('an uploaded image whose address cannot be read says so, and shows once it is read again', async ({ page, request }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(40, 30);
    canvas.getContext('2d')!.fillRect(0, 0, 40, 30);
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())];
  });
  await request.put('/__sandbox/faults', { data: { 'GET /assets/plan.png/download': { status: 500, times: 1 } } });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an image' }).click();
  await (await chooser).setFiles({ name: 'plan.png', mimeType: 'image/png', buffer: Buffer.from(png) });

  const transfer = page.getByRole('group', { name: 'Upload of plan.png' });
  await expect(transfer).toContainText('plan.png was uploaded, but its address could not be read.');
  await expect(transfer.getByRole('alert')).toBeVisible();
  await transfer.getByRole('button', { name: 'Retry' }).click();
  await expect(transfer).toHaveCount(0);
  await expect(widget(page, 'ImageWgt').locator('img')).toHaveJSProperty('naturalWidth', 40);
});

test('the alarm map widget is offered only behind its experimental switch and shows each device by its worst open alarm', async ({ page }) => {
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await expect(page.getByRole('button', { name: 'Alarm map', exact: true })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('experimentalFeatures', JSON.stringify({ mapAlarmWidget: true })));
  await page.reload();
  await page.getByRole('button', { name: 'Alarm map', exact: true }).click();
  // acme's devices and its sub-organisation's, each with what the alarms service says of it: its open alarms'
  // highest severity with a count, read here from the service itself.
  const worst = await page.evaluate(async (filter) => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('organizationToken') ?? '{}') as { accessToken: string };
    const query = new URLSearchParams({ organization: 'acme', filter, pageSize: '100' });
    const response = await fetch(`/svc/platform/api/v1/alarms/severityCountByDevice?${query}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    const page = (await response.json()) as { data: Record<string, { severity: number; count: number }[]>[] };
    return Object.fromEntries(
      page.data.flatMap((entry) => Object.entries(entry)).map(([device, counts]) => [device, Math.max(...counts.filter((c) => c.count > 0).map((c) => c.severity))]),
    );
  }, "status != 'CLEARED' and (status == 'ACTIVE' or ack == 'REQUIRED' or reset == 'REQUIRED')");
  const legend = page.getByRole('list', { name: 'Alarm map' });
  await expect(legend.getByRole('listitem')).toHaveCount(5);
  const devices = { 'dev-acme-boiler-1': 'Boiler Hall A', 'dev-acme-boiler-2': 'Boiler Hall B', 'dev-acme-conveyor-1': 'Conveyor Line 1', 'dev-acme-conveyor-2': 'Conveyor Line 2', 'dev-north-boiler-1': 'North Boiler' };
  // Severities are named as everywhere else (src/ui/alarmSeverity.ts).
  const names = ['Info', 'Notice', 'Warning', 'Minor', 'Major', 'Critical', 'Emergency'];
  for (const [deviceId, label] of Object.entries(devices)) {
    const severity = worst[deviceId];
    const described = severity === undefined || severity === -Infinity ? 'no open alarms' : `open alarms up to ${severity} ${names[severity]}`;
    await expect(legend.getByText(`${label}: ${described}`)).toBeVisible();
  }
});

test('with 100 000 devices a new slot starts from a device found by search, and the device table pages on the server', async ({ page, request }) => {
  // acme's five devices and 99 995 made-up ones.
  await request.put('/__sandbox/config', { data: { bulkDevices: 99_995 } });
  await openEditor(page, 'alice', 'dsh-boiler-fleet');
  await page.evaluate(() => localStorage.setItem('experimentalFeatures', JSON.stringify({ deviceTableWidget: true })));
  await page.reload();
  await page.getByRole('button', { name: 'Device table', exact: true }).click();
  await expect(widget(page, 'DeviceTableWgt').getByRole('status')).toHaveText('1–10 of 100,000');

  // A value bound to a new slot: its device found by search, its model's tags read from that device.
  await page.getByRole('button', { name: 'Value', exact: true }).click();
  await page.getByLabel('Value: device', { exact: true }).selectOption({ label: 'New slot from a device…' });
  const device = page.getByRole('combobox', { name: 'Value: device of the new slot' });
  await device.fill('conveyor 000002');
  await page.getByRole('option', { name: /Conveyor 000002/ }).click();
  await page.getByLabel('Value: tag').selectOption('Drive/Speed');
  await expect(currentStep(page)).toHaveText('Bind Value 1 to Conveyor1/Drive/Speed');
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('All changes saved (version 2)')).toBeVisible();

  // The viewer: the new slot shows its device, and the table moves through the fleet a page at a time.
  await page.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('combobox', { name: 'Conveyor1 (Conveyor)' })).toHaveValue('Conveyor 000002');
  await expect(widget(page, 'ValueWgt').locator('output')).toHaveText(/^\d+(\.\d+)?$/);
  const table = widget(page, 'DeviceTableWgt');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveAccessibleName('Boiler 000001');
  await table.getByRole('button', { name: 'Next page' }).click();
  await expect(table.getByRole('status')).toHaveText('11–20 of 100,000');
  await table.getByRole('searchbox', { name: 'Search devices of Devices' }).fill('line');
  await expect(table.getByRole('status')).toHaveText('1–2 of 2');
  await expect(table.getByRole('cell', { name: 'Conveyor Line 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the dashboard viewer with a device table');
});

test('bob reads a dashboard shared with him but cannot open its editor', async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/dashboards/dsh-boiler-hall-a?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Boiler hall A' })).toBeVisible();
  await expect(widget(page, 'ValueWgt', 'Temperature').locator('output')).toHaveText(/°C$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/#/dashboards/dsh-boiler-hall-a/edit?org=1');
  await expect(page.getByText('You may not edit this dashboard')).toBeVisible();
});
