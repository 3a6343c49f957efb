// The unmodified real client @gitbeaker/rest against the server, through the Prism proxy.
import { Gitlab } from '@gitbeaker/rest';
import { expect, test } from 'vitest';
import { adminToken, describeApi } from '../support/context.js';

describeApi('@gitbeaker/rest', (api) => {
  const client = () => new Gitlab({ host: api.url.replace(/\/api\/v4$/, ''), token: adminToken });

  test('Projects.create, Projects.show by path and by id', async () => {
    const gitlab = client();
    const created = await gitlab.Projects.create({ name: 'Beaker Project', description: 'made by gitbeaker', visibility: 'internal' });
    expect(created).toMatchObject({ name: 'Beaker Project', path: 'beaker-project', path_with_namespace: 'root/beaker-project', visibility: 'internal' });

    const byPath = await gitlab.Projects.show('root/beaker-project');
    expect(byPath.id).toBe(created.id);
    expect(byPath.description).toBe('made by gitbeaker');
    const byId = await gitlab.Projects.show(created.id);
    expect(byId.path_with_namespace).toBe('root/beaker-project');
  });

  test('errors reach the caller with the server\'s message', async () => {
    const gitlab = client();
    await expect(gitlab.Projects.show('root/nothing-here')).rejects.toThrow('404 Project Not Found');
    await gitlab.Projects.create({ name: 'Twice' });
    await expect(gitlab.Projects.create({ name: 'Twice' })).rejects.toThrow('has already been taken');
  });

  test('Projects.all follows the pagination links (offset pagination)', async () => {
    const gitlab = client();
    const created: number[] = [];
    for (let index = 1; index <= 5; index += 1) created.push((await gitlab.Projects.create({ name: `Paged ${index}` })).id);

    const all = await gitlab.Projects.all({ perPage: 2, orderBy: 'id', sort: 'asc' });
    expect(all.map((project) => project.id)).toEqual(created);

    const limited = await gitlab.Projects.all({ perPage: 2, maxPages: 2, orderBy: 'id', sort: 'asc' });
    expect(limited.map((project) => project.id)).toEqual(created.slice(0, 4));

    const onePage = await gitlab.Projects.all({ pagination: 'offset', perPage: 2, page: 2, orderBy: 'id', sort: 'asc' });
    expect(onePage.map((project) => project.id)).toEqual(created.slice(2, 4));

    const expanded = await gitlab.Projects.all({ perPage: 2, pagination: 'offset', showExpanded: true, orderBy: 'id', sort: 'asc' });
    expect(expanded.data.map((project) => project.id)).toEqual(created);
    expect(expanded.paginationInfo).toMatchObject({ total: 5, totalPages: 3, perPage: 2 });

    const simple = await gitlab.Projects.all({ simple: true, search: 'paged 3' });
    expect(simple.map((project) => project.id)).toEqual([created[2]]);
  });
});
