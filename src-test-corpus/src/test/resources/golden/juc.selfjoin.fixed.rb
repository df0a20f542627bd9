main entry

proc corpus.juc.selfjoin.fixed.Main.<clinit> {
  s3: write corpus.juc.selfjoin.fixed.Main.log // at corpus.juc.selfjoin.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.juc.selfjoin.fixed.Main.awaitJob[corpus.juc.selfjoin.fixed.Main.main:23#6] {
  s1: join java.lang.Thread@Main.java:21 // at corpus.juc.selfjoin.fixed.Main.awaitJob(Main.java:16)
  s2: read corpus.juc.selfjoin.fixed.Main.log // at corpus.juc.selfjoin.fixed.Main.awaitJob(Main.java:17)
  s3: write java.util.ArrayList@Main.java:13.$state // at corpus.juc.selfjoin.fixed.Main.awaitJob(Main.java:17)
}

proc corpus.juc.selfjoin.fixed.Main.lambda$main$0 {
  s0: read corpus.juc.selfjoin.fixed.Main.log // at corpus.juc.selfjoin.fixed.Main.lambda$main$0(Main.java:21)
  s1: write java.util.ArrayList@Main.java:13.$state // at corpus.juc.selfjoin.fixed.Main.lambda$main$0(Main.java:21)
}

proc corpus.juc.selfjoin.fixed.Main.main {
  s5: fork corpus.juc.selfjoin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.juc.selfjoin.fixed.Main.main(Main.java:22)
  s6: call corpus.juc.selfjoin.fixed.Main.awaitJob[corpus.juc.selfjoin.fixed.Main.main:23#6] // at corpus.juc.selfjoin.fixed.Main.main(Main.java:23)
}

proc entry {
  init0: call corpus.juc.selfjoin.fixed.Main.<clinit> // at corpus.juc.selfjoin.fixed.Main.main(Main.java:21)
  main: call corpus.juc.selfjoin.fixed.Main.main // at corpus.juc.selfjoin.fixed.Main.main(Main.java:21)
}
