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
  s1: call corpus.kotlin.when_.Main.mix[args(p0=0;p1=1),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.main$lambda$0(Main.kt:33)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.when_.Main.main$lambda$0(Main.kt:33)
}

proc corpus.kotlin.when_.Main.main$lambda$1 {
  s0: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.main$lambda$1(Main.kt:34)
  s1: call corpus.kotlin.when_.Main.mix[args(p0=1;p1=0),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.main$lambda$1(Main.kt:34)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.when_.Main.main$lambda$1(Main.kt:34)
}

proc corpus.kotlin.when_.Main.mix[args(p0=0;p1=1),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
  s3: call corpus.kotlin.when_.Main.paint[args(p0=0),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s6: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s7: call corpus.kotlin.when_.Main.paint[args(p0=1),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14: release java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s25: release java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
}

proc corpus.kotlin.when_.Main.mix[args(p0=1;p1=0),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
  s3: call corpus.kotlin.when_.Main.paint[args(p0=1),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s4: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
  s6: read corpus.kotlin.when_.Main.INSTANCE // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s7: call corpus.kotlin.when_.Main.paint[args(p0=0),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s8: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s10: read corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s12: write corpus.kotlin.when_.Main.mixes // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s14: release java.lang.Object@Main.kt:14 // at corpus.kotlin.when_.Main.mix(Main.kt:27)
  s25: release java.lang.Object@Main.kt:15 // at corpus.kotlin.when_.Main.mix(Main.kt:26)
}

proc corpus.kotlin.when_.Main.paint[args(p0=0),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
  s3: read corpus.kotlin.when_.Main.red  // at corpus.kotlin.when_.Main.paint(Main.kt:20)
}

proc corpus.kotlin.when_.Main.paint[args(p0=1),corpus.kotlin.when_.Main@corpus.kotlin.when_.Main.<clinit>] {
  s5: read corpus.kotlin.when_.Main.green // at corpus.kotlin.when_.Main.paint(Main.kt:21)
}

proc entry {
  init0: call corpus.kotlin.when_.Main.<clinit> // at corpus.kotlin.when_.Main.main(Main.kt:33)
  main: call corpus.kotlin.when_.Main.main // at corpus.kotlin.when_.Main.main(Main.kt:33)
}
