# Build the Windows release: PyInstaller bundle, self-test, NSIS installer.
#
# Needs Python 3.11+ from python.org (the "py" launcher) and NSIS 3
# (winget install NSIS.NSIS). From the repository root:
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1
#
# Outputs dist\casino-desktop\ (the bundle) and
# dist\casino-desktop-<version>-windows-setup.exe (per-user installer).
# Untested so far: written and reviewed on Linux, see packaging\README.md.
$ErrorActionPreference = "Stop"
$Repo = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $Repo
$Venv = Join-Path $Repo "build\venv-windows"
$Python = if ($env:PYTHON) { $env:PYTHON } else { "py" }
$PyArgs = if ($env:PYTHON) { @() } else { @("-3.11") }

# 1. A venv with only the pinned build requirements (never the dev venv:
#    anything else installed there may end up in the bundle).
if (-not (Test-Path "$Venv\Scripts\pyinstaller.exe")) {
    & $Python @PyArgs -m venv --clear $Venv
    if ($LASTEXITCODE -ne 0) { throw "creating the venv failed" }
    & "$Venv\Scripts\python.exe" -m pip install --disable-pip-version-check -r packaging\requirements-build.txt
    if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
}

# 2. The bundle.
& "$Venv\Scripts\pyinstaller.exe" --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build\pyinstaller packaging\casino-desktop.spec
if ($LASTEXITCODE -ne 0) { throw "pyinstaller failed" }

# 3. Self-test of the frozen exe. It is a windowed program without stdout, so
#    the verdict comes back through a report file and the exit code.
$Report = Join-Path $Repo "build\self-test.txt"
Remove-Item $Report -ErrorAction SilentlyContinue
$env:CASINO_SELF_TEST_REPORT = $Report
$proc = Start-Process -FilePath "dist\casino-desktop\casino-desktop.exe" `
    -ArgumentList "--self-test" -Wait -PassThru
Remove-Item Env:\CASINO_SELF_TEST_REPORT
if (Test-Path $Report) { Get-Content $Report }
if ($proc.ExitCode -ne 0) { throw "self-test failed (exit code $($proc.ExitCode))" }

# 4. The installer.
$Version = & "$Venv\Scripts\python.exe" -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
$MakeNsis = (Get-Command makensis.exe -ErrorAction SilentlyContinue).Source
if (-not $MakeNsis) { $MakeNsis = "${env:ProgramFiles(x86)}\NSIS\makensis.exe" }
& $MakeNsis /V2 "/DVERSION=$Version" packaging\windows\installer.nsi
if ($LASTEXITCODE -ne 0) { throw "makensis failed" }

$Size = (Get-ChildItem dist\casino-desktop -Recurse | Measure-Object Length -Sum).Sum / 1MB
Write-Host ("Bundle: dist\casino-desktop ({0:N1} MiB)" -f $Size)
Get-Item "dist\casino-desktop-$Version-windows-setup.exe" | ForEach-Object {
    Write-Host ("Installer: {0} ({1:N1} MiB)" -f $_.FullName, ($_.Length / 1MB)) }
