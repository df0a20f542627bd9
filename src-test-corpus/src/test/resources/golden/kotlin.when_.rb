main entry

proc corpus.kotlin.when_.Main.<clinit> {
  s1: call corpus.kotlin.when_.Main.<init>[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.<clinit>(Main.kt)
  s2: write corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.<clinit>(Main.kt)
  s5: write corpus.kotlin.when_.Main.red // at corpus.kotlin.when_.Main.<clinit>(Main.kt:14)
  s8: write corpus.kotlin.when_.Main.green // at corpus.kotlin.when_.Main.<clinit>(Main.kt:15)
  s11: write corpus.kotlin.when_.Main.blue // at corpus.kotlin.when_.Main.<clinit>(Main.kt:16)
}

proc corpus.kotlin.when_.Main.<init>[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
}

proc corpus.kotlin.when_.Main.main {
  s3: fork corpus.kotlin.when_.Main.main$lambda$0 java.lang.Thread@Main.kt:33 // at corpus.kotlin.when_.Main.main(Main.kt:33)
  s5: fork corpus.kotlin.when_.Main.main$lambda$1 java.lang.Thread@Main.kt:34 // at corpus.kotlin.when_.Main.main(Main.kt:34)
  s6: join java.lang.Thread@Main.kt:33   // at corpus.kotlin.when_.Main.main(Main.kt:35)
  s7: join java.lang.Thread@Main.kt:34   // at corpus.kotlin.when_.Main.main(Main.kt:36)
}

proc corpus.kotlin.when_.Main.main$lambda$0 {
  s0: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.main$lambda$0(Main.kt:33)
  s1: call corpus.kotlin.when_.Main.mix[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.main$lambda$0(Main.kt:33)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.when_.Main.main$lambda$0(Main.kt:33)
}

proc corpus.kotlin.when_.Main.main$lambda$1 {
  s0: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.main$lambda$1(Main.kt:34)
  s1: call corpus.kotlin.when_.Main.mix[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.main$lambda$1(Main.kt:34)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.when_.Main.main$lambda$1(Main.kt:34)
}

proc corpus.kotlin.when_.Main.mix[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
  s3: call corpus.kotlin.when_.Main.paint[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4: jump s4_1 s4_3 s4_5                // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4_1: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4_2: goto s6e1                        // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4_3: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4_4: goto s6e2                        // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4_5: acquire java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4_6: goto s6e3                        // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s6e1: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s7e1: call corpus.kotlin.when_.Main.paint[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1: jump s8e1_1 s8e1_3 s8e1_5        // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1_1: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1_2: goto s10e4                     // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1_3: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1_4: goto s10e5                     // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1_5: acquire java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e1_6: goto s10e6                     // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s25e1: release java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s25e1_1: goto exit                     // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s6e2: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s7e2: call corpus.kotlin.when_.Main.paint[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2: jump s8e2_1 s8e2_3 s8e2_5        // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2_1: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2_2: goto s10e7                     // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2_3: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2_4: goto s10e8                     // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2_5: acquire java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e2_6: goto s10e9                     // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s25e2: release java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s25e2_1: goto exit                     // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s6e3: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s7e3: call corpus.kotlin.when_.Main.paint[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3: jump s8e3_1 s8e3_3 s8e3_5        // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3_1: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3_2: goto s10e10                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3_3: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3_4: goto s10e11                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3_5: acquire java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8e3_6: goto s10e12                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s25e3: release java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s25e3_1: goto exit                     // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s10e4: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e4: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e4: release java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e4_1: goto s25e1                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e5: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e5: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e5: release java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e5_1: goto s25e1                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e6: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e6: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e6: release java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e6_1: goto s25e1                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e7: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e7: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e7: release java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e7_1: goto s25e2                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e8: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e8: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e8: release java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e8_1: goto s25e2                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e9: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e9: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e9: release java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e9_1: goto s25e2                    // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e10: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e10: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e10: release java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e10_1: goto s25e3                   // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e11: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e11: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e11: release java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e11_1: goto s25e3                   // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10e12: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12e12: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e12: release java.lang.Object@Main.kt:16 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14e12_1: goto s25e3                   // at corpus.kotlin.when_.Main.mix(Main.kt:27)
}

proc corpus.kotlin.when_.Main.paint[corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
  s2: jump s3 s5 s7                      // at corpus.kotlin.when_.Main.paint(Main.kt:19)
  s3: read corpus.kotlin.when_.Main.red  // at corpus.kotlin.when_.Main.paint(Main.kt:20)
  s3_1: goto exit                        // at corpus.kotlin.when_.Main.paint(Main.kt:20)
  s5: read corpus.kotlin.when_.Main.green // at corpus.kotlin.when_.Main.paint(Main.kt:21)
  s5_1: goto exit                        // at corpus.kotlin.when_.Main.paint(Main.kt:21)
  s7: read corpus.kotlin.when_.Main.blue // at corpus.kotlin.when_.Main.paint(Main.kt:22)
}

proc entry {
  init0: call corpus.kotlin.when_.Main.<clinit> // at corpus.kotlin.when_.Main.main(Main.kt:33)
  main: call corpus.kotlin.when_.Main.main // at corpus.kotlin.when_.Main.main(Main.kt:33)
}
