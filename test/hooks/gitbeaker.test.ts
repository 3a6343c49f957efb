// The unmodified real client @gitbeaker/rest managing project hooks, through the Prism proxy.
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';
import { createProject } from './support.js';

describeApi('@gitbeaker/rest ProjectHooks', (api) => {
  test('add, all, show, edit and remove', async () => {
    const gitlab = new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });
    const project = await createProject(api, 'beaker-hooks');

    const added = await gitlab.ProjectHooks.add(project.id, 'https://example.com/beaker', { pushEvents: false, mergeRequestsEvents: true, token: 'beaker-secret' });
    expect(added).toMatchObject({ url: 'https://example.com/beaker', project_id: project.id, push_events: false, merge_requests_events: true });
    expect(added).not.toHaveProperty('token');

    const all = await gitlab.ProjectHooks.all(project.id);
    expect(all.map((hook) => hook.id)).toEqual([added.id]);
    const shown = await gitlab.ProjectHooks.show(project.id, added.id);
    expect(shown).toEqual(added);

    const edited = await gitlab.ProjectHooks.edit(project.id, added.id, 'https://example.com/beaker2', { tagPushEvents: true });
    expect(edited).toMatchObject({ url: 'https://example.com/beaker2', tag_push_events: true, merge_requests_events: true });

    await gitlab.ProjectHooks.remove(project.id, added.id);
    expect(await gitlab.ProjectHooks.all(project.id)).toEqual([]);
    await expect(gitlab.ProjectHooks.show(project.id, added.id)).rejects.toThrow('404 Not found');
    await expect(gitlab.ProjectHooks.add(project.id, 'http://127.0.0.1/hook')).rejects.toThrow('Invalid url given');
  });
});
