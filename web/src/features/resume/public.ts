/** What other features may use of resumes (issue 31): the public view of anyone's resume, and its read. */
export { ResumeView } from './components/resume-view.js';
export { usePublicResume } from './api/resume.js';
