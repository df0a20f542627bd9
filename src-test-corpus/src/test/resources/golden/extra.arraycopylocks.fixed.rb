main entry

proc corpus.extra.arraycopylocks.fixed.Main.<clinit> {
  s2: write corpus.extra.arraycopylocks.fixed.Main.FIRST // at corpus.extra.arraycopylocks.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.arraycopylocks.fixed.Main.SECOND // at corpus.extra.arraycopylocks.fixed.Main.<clinit>(Main.java:16)
  s7: read corpus.extra.arraycopylocks.fixed.Main.FIRST // at corpus.extra.arraycopylocks.fixed.Main.<clinit>(Main.java:17)
  s8: write java.lang.Object[]@Main.java:17[0] // at corpus.extra.arraycopylocks.fixed.Main.<clinit>(Main.java:17)
  s9: write corpus.extra.arraycopylocks.fixed.Main.TABLE // at corpus.extra.arraycopylocks.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.arraycopylocks.fixed.Main.lambda$main$0[corpus.extra.arraycopylocks.fixed.Main.main:22#8] {
  s1: read java.lang.Object[]@Main.java:20[0] // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:23)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:23)
  s3: read corpus.extra.arraycopylocks.fixed.Main.SECOND // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:24)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:24)
  s5: read java.lang.System.out          // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:25)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:26)
  s17: release java.lang.Object@Main.java:15 // at corpus.extra.arraycopylocks.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.arraycopylocks.fixed.Main.main {
  s2: read corpus.extra.arraycopylocks.fixed.Main.TABLE // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:21)
  s3: read java.lang.Object[]@Main.java:17[] // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:21)
  s3_1: write java.lang.Object[]@Main.java:20[] // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:21)
  s8: fork corpus.extra.arraycopylocks.fixed.Main.lambda$main$0[corpus.extra.arraycopylocks.fixed.Main.main:22#8] java.lang.Thread@Main.java:22 // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:29)
  s9: read corpus.extra.arraycopylocks.fixed.Main.FIRST // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:30)
  s10: acquire java.lang.Object@Main.java:15 // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:30)
  s11: read corpus.extra.arraycopylocks.fixed.Main.SECOND // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:31)
  s12: acquire java.lang.Object@Main.java:16 // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:31)
  s13: read java.lang.System.out         // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:32)
  s15: release java.lang.Object@Main.java:16 // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:33)
  s25: release java.lang.Object@Main.java:15 // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:34)
  s27: join java.lang.Thread@Main.java:22 // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.arraycopylocks.fixed.Main.<clinit> // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:20)
  main: call corpus.extra.arraycopylocks.fixed.Main.main // at corpus.extra.arraycopylocks.fixed.Main.main(Main.java:20)
}
