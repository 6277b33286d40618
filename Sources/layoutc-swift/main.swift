import LayoutcCLI
import SwiftFrontEnd

Layoutc.parseAndRun(programReader: SwiftProgramReader.read)
