main entry

proc corpus.extra.emptyoptional.fixed.Main.<clinit> {
  s2: write corpus.extra.emptyoptional.fixed.Main.A // at corpus.extra.emptyoptional.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.emptyoptional.fixed.Main.B // at corpus.extra.emptyoptional.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.emptyoptional.fixed.Main.lambda$main$0[corpus.extra.emptyoptional.fixed.Main.main:28#9] {
  s0: read corpus.extra.emptyoptional.fixed.Main.A // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:29)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:29)
  s2: call corpus.extra.emptyoptional.fixed.Main.pause // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:30)
  s3: read corpus.extra.emptyoptional.fixed.Main.B // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:31)
  s6: jump s6_1 s6_2                     // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:31)
  s6_2: call corpus.extra.emptyoptional.fixed.Main.lambda$main$1[corpus.extra.emptyoptional.fixed.Main.lambda$main$0:31#6,corpus.extra.emptyoptional.fixed.Main.main:28#9] // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:31)
  s6_1: skip                             // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:31)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.emptyoptional.fixed.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.emptyoptional.fixed.Main.lambda$main$1[corpus.extra.emptyoptional.fixed.Main.lambda$main$0:31#6,corpus.extra.emptyoptional.fixed.Main.main:28#9] {
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.fixed.Main.lambda$main$1(Main.java:32)
  s3: read java.lang.System.out          // at corpus.extra.emptyoptional.fixed.Main.lambda$main$1(Main.java:33)
  s5: release java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.fixed.Main.lambda$main$1(Main.java:34)
}

proc corpus.extra.emptyoptional.fixed.Main.lambda$main$2[corpus.extra.emptyoptional.fixed.Main.main:38#10] {
  s0: read corpus.extra.emptyoptional.fixed.Main.B // at corpus.extra.emptyoptional.fixed.Main.lambda$main$2(Main.java:39)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.fixed.Main.lambda$main$2(Main.java:39)
  s2: call corpus.extra.emptyoptional.fixed.Main.pause // at corpus.extra.emptyoptional.fixed.Main.lambda$main$2(Main.java:40)
  s6: release java.lang.Object@Main.java:17 // at corpus.extra.emptyoptional.fixed.Main.lambda$main$2(Main.java:46)
}

proc corpus.extra.emptyoptional.fixed.Main.lambda$main$3[corpus.extra.emptyoptional.fixed.Main.lambda$main$2:41#5,corpus.extra.emptyoptional.fixed.Main.main:38#10] {
  s2: acquire ?java.lang.Object          // at corpus.extra.emptyoptional.fixed.Main.lambda$main$3(Main.java:42)
  s3: read java.lang.System.out          // at corpus.extra.emptyoptional.fixed.Main.lambda$main$3(Main.java:43)
  s5: release ?java.lang.Object          // at corpus.extra.emptyoptional.fixed.Main.lambda$main$3(Main.java:44)
}

proc corpus.extra.emptyoptional.fixed.Main.main {
  s9: fork corpus.extra.emptyoptional.fixed.Main.lambda$main$0[corpus.extra.emptyoptional.fixed.Main.main:28#9] java.lang.Thread@Main.java:28 // at corpus.extra.emptyoptional.fixed.Main.main(Main.java:48)
  s10: fork corpus.extra.emptyoptional.fixed.Main.lambda$main$2[corpus.extra.emptyoptional.fixed.Main.main:38#10] java.lang.Thread@Main.java:38 // at corpus.extra.emptyoptional.fixed.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:28 // at corpus.extra.emptyoptional.fixed.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:38 // at corpus.extra.emptyoptional.fixed.Main.main(Main.java:51)
}

proc corpus.extra.emptyoptional.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.emptyoptional.fixed.Main.<clinit> // at corpus.extra.emptyoptional.fixed.Main.main(Main.java:28)
  main: call corpus.extra.emptyoptional.fixed.Main.main // at corpus.extra.emptyoptional.fixed.Main.main(Main.java:28)
}
