main entry

proc corpus.juc.selfjoin.Main.<clinit> {
  s3: write corpus.juc.selfjoin.Main.log // at corpus.juc.selfjoin.Main.<clinit>(Main.java:17)
}

proc corpus.juc.selfjoin.Main.awaitJob[corpus.juc.selfjoin.Main.main:27#7] {
  s1: join self                          // at corpus.juc.selfjoin.Main.awaitJob(Main.java:20)
  s2: read corpus.juc.selfjoin.Main.log  // at corpus.juc.selfjoin.Main.awaitJob(Main.java:21)
  s3: write java.util.ArrayList@Main.java:17.$state // at corpus.juc.selfjoin.Main.awaitJob(Main.java:21)
}

proc corpus.juc.selfjoin.Main.lambda$main$0 {
  s0: read corpus.juc.selfjoin.Main.log  // at corpus.juc.selfjoin.Main.lambda$main$0(Main.java:25)
  s1: write java.util.ArrayList@Main.java:17.$state // at corpus.juc.selfjoin.Main.lambda$main$0(Main.java:25)
}

proc corpus.juc.selfjoin.Main.main {
  s5: fork corpus.juc.selfjoin.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.juc.selfjoin.Main.main(Main.java:26)
  s7: call corpus.juc.selfjoin.Main.awaitJob[corpus.juc.selfjoin.Main.main:27#7] // at corpus.juc.selfjoin.Main.main(Main.java:27)
}

proc entry {
  init0: call corpus.juc.selfjoin.Main.<clinit> // at corpus.juc.selfjoin.Main.main(Main.java:25)
  main: call corpus.juc.selfjoin.Main.main // at corpus.juc.selfjoin.Main.main(Main.java:25)
}
