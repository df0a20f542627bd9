main corpus.jada.maynothappeninparallel.Main.main

proc corpus.jada.maynothappeninparallel.Main.lambda$main$0[corpus.jada.maynothappeninparallel.Main.main:20#15] {
  s3: acquire java.lang.Object@Main.java:18 // at corpus.jada.maynothappeninparallel.Main.lambda$main$0(Main.java:21)
  s5: acquire java.lang.Object@Main.java:19 // at corpus.jada.maynothappeninparallel.Main.lambda$main$0(Main.java:22)
  s6: read corpus.jada.maynothappeninparallel.Main.n // at corpus.jada.maynothappeninparallel.Main.lambda$main$0(Main.java:23)
  s8: write corpus.jada.maynothappeninparallel.Main.n // at corpus.jada.maynothappeninparallel.Main.lambda$main$0(Main.java:23)
  s9: release java.lang.Object@Main.java:19 // at corpus.jada.maynothappeninparallel.Main.lambda$main$0(Main.java:24)
  s19: release java.lang.Object@Main.java:18 // at corpus.jada.maynothappeninparallel.Main.lambda$main$0(Main.java:25)
}

proc corpus.jada.maynothappeninparallel.Main.lambda$main$1[corpus.jada.maynothappeninparallel.Main.main:27#17] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.jada.maynothappeninparallel.Main.lambda$main$1(Main.java:28)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.jada.maynothappeninparallel.Main.lambda$main$1(Main.java:29)
  s6: read corpus.jada.maynothappeninparallel.Main.n // at corpus.jada.maynothappeninparallel.Main.lambda$main$1(Main.java:30)
  s8: write corpus.jada.maynothappeninparallel.Main.n // at corpus.jada.maynothappeninparallel.Main.lambda$main$1(Main.java:30)
  s9: release java.lang.Object@Main.java:18 // at corpus.jada.maynothappeninparallel.Main.lambda$main$1(Main.java:31)
  s19: release java.lang.Object@Main.java:19 // at corpus.jada.maynothappeninparallel.Main.lambda$main$1(Main.java:32)
}

proc corpus.jada.maynothappeninparallel.Main.main {
  s15: fork corpus.jada.maynothappeninparallel.Main.lambda$main$0[corpus.jada.maynothappeninparallel.Main.main:20#15] java.lang.Thread@Main.java:20 // at corpus.jada.maynothappeninparallel.Main.main(Main.java:34)
  s16: join java.lang.Thread@Main.java:20 // at corpus.jada.maynothappeninparallel.Main.main(Main.java:35)
  s17: fork corpus.jada.maynothappeninparallel.Main.lambda$main$1[corpus.jada.maynothappeninparallel.Main.main:27#17] java.lang.Thread@Main.java:27 // at corpus.jada.maynothappeninparallel.Main.main(Main.java:36)
}
