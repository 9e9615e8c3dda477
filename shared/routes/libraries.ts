/**
 * Routes of the materials (资料库) and literature (文献库) libraries and the assist instructions (docs/cooperation.md
 * "Materials and literature"): spec §7.3's calls under /api/WEB_CLIENT/PROJECTFLOW/projects/, kept exactly, and the
 * read of the assist instructions the spec does not name. Served by the project function. Each acts on the library of
 * the party the session acts for: its staff read, its administrator and project leaders (a person: themselves) write.
 */
import {
  assistInstructionsInput,
  libraryEntryIdInput,
  libraryExistsInput,
  libraryListInput,
  libraryMoveInput,
  librarySearchInput,
  literatureEntryInput,
  literatureSearchInput,
  materialEntryInput,
  type AssistInstructions,
  type LibraryEntry,
  type LibraryFolderPage,
  type LibrarySearchResult,
  type LiteratureKindOption,
} from '../schemas/libraries.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const PROJECTS = '/api/WEB_CLIENT/PROJECTFLOW/projects';

export const libraryRoutes = servedBy('project-documents', [
  // ------------------------------------------------------------ materials (资料库)
  route({ id: 'project.materialList', method: 'POST', path: `${PROJECTS}/get_material_list`, domain: 'project', access: 'user', input: libraryListInput, output: returns<LibraryFolderPage>(), summary: '资料库：一个文件夹的内容（先文件夹后文件，按名称），及其路径；不指定文件夹为根目录' }),
  route({ id: 'project.materialExists', method: 'POST', path: `${PROJECTS}/exist_same_material`, domain: 'project', access: 'user', input: libraryExistsInput, output: returns<{ exists: boolean }>(), summary: '资料库：文件夹中是否已有同名的文件或文件夹（重命名时不算它自己）' }),
  route({ id: 'project.materialSave', method: 'POST', path: `${PROJECTS}/add_modify_material`, domain: 'project', access: 'user', input: materialEntryInput, output: returns<LibraryEntry>(), summary: '资料库：新建文件夹、添加文件（本人上传的 library-file），或修改名称、替换文件' }),
  route({ id: 'project.materialSearch', method: 'POST', path: `${PROJECTS}/search_one_material`, domain: 'project', access: 'user', input: librarySearchInput, output: returns<LibrarySearchResult>(), summary: '资料库：按名称中的词查找文件和文件夹（每个词都须出现），带所在路径' }),
  route({ id: 'project.materialRemove', method: 'POST', path: `${PROJECTS}/remove_material`, domain: 'project', access: 'user', input: libraryEntryIdInput, output: returns<{ removed: number }>(), summary: '资料库：删除文件，或删除文件夹及其中的全部内容' }),
  route({ id: 'project.materialMove', method: 'POST', path: `${PROJECTS}/move_material`, domain: 'project', access: 'user', input: libraryMoveInput, output: returns<LibraryEntry>(), summary: '资料库：把文件或文件夹移到另一个文件夹（不能移到它自己或它的子文件夹中）' }),
  // ------------------------------------------------------------ literature (文献库)
  route({ id: 'project.literatureList', method: 'POST', path: `${PROJECTS}/get_literature_list`, domain: 'project', access: 'user', input: libraryListInput, output: returns<LibraryFolderPage>(), summary: '文献库：一个文件夹的内容（先文件夹后文件，按名称），及其路径；不指定文件夹为根目录' }),
  route({ id: 'project.literatureKinds', method: 'GET', path: `${PROJECTS}/get_literature_enum_list`, domain: 'project', access: 'user', input: noInput, output: returns<LiteratureKindOption[]>(), summary: '文献类型：标准规范、论文、专利、图书、报告、其他' }),
  route({ id: 'project.literatureExists', method: 'POST', path: `${PROJECTS}/exist_same_literature`, domain: 'project', access: 'user', input: libraryExistsInput, output: returns<{ exists: boolean }>(), summary: '文献库：文件夹中是否已有同名的文件或文件夹（重命名时不算它自己）' }),
  route({ id: 'project.literatureSave', method: 'POST', path: `${PROJECTS}/add_modify_literature`, domain: 'project', access: 'user', input: literatureEntryInput, output: returns<LibraryEntry>(), summary: '文献库：新建文件夹、添加文献（本人上传的 library-file，类型、作者、年份、来源、关键词），或修改' }),
  route({ id: 'project.literatureSearch', method: 'POST', path: `${PROJECTS}/search_one_literature`, domain: 'project', access: 'user', input: literatureSearchInput, output: returns<LibrarySearchResult>(), summary: '文献库：按名称、作者、来源、关键词中的词查找（可限文献类型），带所在路径' }),
  route({ id: 'project.literatureRemove', method: 'POST', path: `${PROJECTS}/remove_literature`, domain: 'project', access: 'user', input: libraryEntryIdInput, output: returns<{ removed: number }>(), summary: '文献库：删除文献，或删除文件夹及其中的全部内容' }),
  route({ id: 'project.literatureMove', method: 'POST', path: `${PROJECTS}/move_literature`, domain: 'project', access: 'user', input: libraryMoveInput, output: returns<LibraryEntry>(), summary: '文献库：把文献或文件夹移到另一个文件夹（不能移到它自己或它的子文件夹中）' }),
  // ------------------------------------------------------------ assist instructions (协助说明)
  route({ id: 'project.assistUpdate', method: 'POST', path: `${PROJECTS}/update-assist-instructions`, domain: 'project', access: 'user', input: assistInstructionsInput, output: returns<AssistInstructions>(), summary: '协助说明：保存本方（个人、团队或企业）在合作页面上给成员的说明' }),
  route({ id: 'project.assist', method: 'GET', path: `${PROJECTS}/assist-instructions`, domain: 'project', access: 'user', input: noInput, output: returns<AssistInstructions>(), summary: '协助说明：读取本方的说明（团队或企业的成员均可读）' }),
] as const);

/** The SPA's lookup of a library route by id. */
export const libraryRoute = routeLookup(libraryRoutes);
