import Hummingbird
import KeycraftAutoFill

extension SiteRoutes {
    /// The sign-in and sign-up pages: GET and HEAD of `/` and of each form's action answer 200 with
    /// the page (never a redirect); POST of an action validates the submission with the app's rules:
    /// 200 with what was accepted, 422 with the problems by field, 400/413/415 for a body that cannot
    /// be read.
    public static func credentialPages(_ pages: CredentialPages) -> SiteRoutes {
        SiteRoutes { router in
            let documents = [(CredentialPages.indexPath, pages.indexDocument)]
                + pages.forms.map { ($0.action, pages.formDocument($0)) }
            for (path, document) in documents {
                let page = HTMLResponse(status: .ok, document: document)
                router.get(RouterPath(path)) { _, _ in page.response(includeBody: true) }
                router.head(RouterPath(path)) { _, _ in page.response(includeBody: false) }
            }
            for form in pages.forms {
                router.post(RouterPath(form.action)) { request, _ in
                    try await pages.submissionResponse(form, request).response(includeBody: true)
                }
            }
        }
    }
}

extension CredentialPages {
    /// The answer to a posted form.
    func submissionResponse(_ form: CredentialForm, _ request: Request) async throws -> HTMLResponse {
        do {
            let body = try await CredentialSubmission.body(of: request)
            let values = try CredentialSubmission.values(of: form, in: body)
            let problems = form.problems(in: values)
            return problems.isEmpty
                ? HTMLResponse(status: .ok, document: acceptedDocument(form, values: values))
                : HTMLResponse(status: .unprocessableContent, document: formDocument(form, problems: problems))
        } catch let error as FormBodyError {
            return HTMLResponse(status: error.status, document: malformedDocument(form, error))
        }
    }
}
