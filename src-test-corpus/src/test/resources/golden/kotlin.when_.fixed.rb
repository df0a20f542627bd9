main entry

proc corpus.kotlin.when_.fixed.Main.<clinit> {
  s1: call corpus.kotlin.when_.fixed.Main.<init>[corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.<clinit>(Main.kt)
  s2: write corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.<clinit>(Main.kt)
  s5: write corpus.kotlin.when_.fixed.Main.palette // at corpus.kotlin.when_.fixed.Main.<clinit>(Main.kt:17)
  s8: write corpus.kotlin.when_.fixed.Main.red // at corpus.kotlin.when_.fixed.Main.<clinit>(Main.kt:18)
  s11: write corpus.kotlin.when_.fixed.Main.green // at corpus.kotlin.when_.fixed.Main.<clinit>(Main.kt:19)
  s14: write corpus.kotlin.when_.fixed.Main.blue // at corpus.kotlin.when_.fixed.Main.<clinit>(Main.kt:20)
}

proc corpus.kotlin.when_.fixed.Main.<init>[corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] {
}

proc corpus.kotlin.when_.fixed.Main.main {
  s3: fork corpus.kotlin.when_.fixed.Main.main$lambda$0 java.lang.Thread@Main.kt:39 // at corpus.kotlin.when_.fixed.Main.main(Main.kt:39)
  s5: fork corpus.kotlin.when_.fixed.Main.main$lambda$1 java.lang.Thread@Main.kt:40 // at corpus.kotlin.when_.fixed.Main.main(Main.kt:40)
  s6: join java.lang.Thread@Main.kt:39   // at corpus.kotlin.when_.fixed.Main.main(Main.kt:41)
  s7: join java.lang.Thread@Main.kt:40   // at corpus.kotlin.when_.fixed.Main.main(Main.kt:42)
}

proc corpus.kotlin.when_.fixed.Main.main$lambda$0 {
  s0: read corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.main$lambda$0(Main.kt:39)
  s1: call corpus.kotlin.when_.fixed.Main.mix[args(p0=0;p1=1),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.main$lambda$0(Main.kt:39)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.when_.fixed.Main.main$lambda$0(Main.kt:39)
}

proc corpus.kotlin.when_.fixed.Main.main$lambda$1 {
  s0: read corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.main$lambda$1(Main.kt:40)
  s1: call corpus.kotlin.when_.fixed.Main.mix[args(p0=1;p1=0),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.main$lambda$1(Main.kt:40)
  s2: read kotlin.Unit.INSTANCE          // at corpus.kotlin.when_.fixed.Main.main$lambda$1(Main.kt:40)
}

proc corpus.kotlin.when_.fixed.Main.mix[args(p0=0;p1=1),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] {
  s3: read corpus.kotlin.when_.fixed.Main.palette // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:30)
  s4: acquire java.lang.Object@Main.kt:17 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:30)
  s6: read corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s7: call corpus.kotlin.when_.fixed.Main.paint[args(p0=0),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s8: acquire java.lang.Object@Main.kt:18 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s10: read corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s11: call corpus.kotlin.when_.fixed.Main.paint[args(p0=1),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s12: acquire java.lang.Object@Main.kt:19 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s14: read corpus.kotlin.when_.fixed.Main.mixes // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s16: write corpus.kotlin.when_.fixed.Main.mixes // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s18: release java.lang.Object@Main.kt:19 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s33: release java.lang.Object@Main.kt:18 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s36: release java.lang.Object@Main.kt:17 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:30)
}

proc corpus.kotlin.when_.fixed.Main.mix[args(p0=1;p1=0),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] {
  s3: read corpus.kotlin.when_.fixed.Main.palette // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:30)
  s4: acquire java.lang.Object@Main.kt:17 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:30)
  s6: read corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s7: call corpus.kotlin.when_.fixed.Main.paint[args(p0=1),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s8: acquire java.lang.Object@Main.kt:19 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s10: read corpus.kotlin.when_.fixed.Main.INSTANCE // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s11: call corpus.kotlin.when_.fixed.Main.paint[args(p0=0),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s12: acquire java.lang.Object@Main.kt:18 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s14: read corpus.kotlin.when_.fixed.Main.mixes // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s16: write corpus.kotlin.when_.fixed.Main.mixes // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s18: release java.lang.Object@Main.kt:18 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:32)
  s33: release java.lang.Object@Main.kt:19 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:31)
  s36: release java.lang.Object@Main.kt:17 // at corpus.kotlin.when_.fixed.Main.mix(Main.kt:30)
}

proc corpus.kotlin.when_.fixed.Main.paint[args(p0=0),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] {
  s3: read corpus.kotlin.when_.fixed.Main.red // at corpus.kotlin.when_.fixed.Main.paint(Main.kt:24)
}

proc corpus.kotlin.when_.fixed.Main.paint[args(p0=1),corpus.kotlin.when_.fixed.Main@corpus.kotlin.when_.fixed.Main.<clinit>] {
  s5: read corpus.kotlin.when_.fixed.Main.green // at corpus.kotlin.when_.fixed.Main.paint(Main.kt:25)
}

proc entry {
  init0: call corpus.kotlin.when_.fixed.Main.<clinit> // at corpus.kotlin.when_.fixed.Main.main(Main.kt:39)
  main: call corpus.kotlin.when_.fixed.Main.main // at corpus.kotlin.when_.fixed.Main.main(Main.kt:39)
}
