main corpus.extra.jdkaddall.Main.main

proc corpus.extra.jdkaddall.Main.lambda$main$0[corpus.extra.jdkaddall.Main.main:27#21] {
  s3: acquire java.util.List@Main.java:23 // at corpus.extra.jdkaddall.Main.lambda$main$0(Main.java:27)
  s3_1: jump s3_3 s3_2                   // at corpus.extra.jdkaddall.Main.lambda$main$0(Main.java:27)
  s3_2: acquire java.util.List@Main.java:24 // at corpus.extra.jdkaddall.Main.lambda$main$0(Main.java:27)
  s3_4: release java.util.List@Main.java:24 // at corpus.extra.jdkaddall.Main.lambda$main$0(Main.java:27)
  s3_3: skip                             // at corpus.extra.jdkaddall.Main.lambda$main$0(Main.java:27)
  s3_5: release java.util.List@Main.java:23 // at corpus.extra.jdkaddall.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.jdkaddall.Main.lambda$main$1[corpus.extra.jdkaddall.Main.main:28#22] {
  s3: acquire java.util.List@Main.java:24 // at corpus.extra.jdkaddall.Main.lambda$main$1(Main.java:28)
  s3_1: jump s3_3 s3_2                   // at corpus.extra.jdkaddall.Main.lambda$main$1(Main.java:28)
  s3_2: acquire java.util.List@Main.java:23 // at corpus.extra.jdkaddall.Main.lambda$main$1(Main.java:28)
  s3_4: release java.util.List@Main.java:23 // at corpus.extra.jdkaddall.Main.lambda$main$1(Main.java:28)
  s3_3: skip                             // at corpus.extra.jdkaddall.Main.lambda$main$1(Main.java:28)
  s3_5: release java.util.List@Main.java:24 // at corpus.extra.jdkaddall.Main.lambda$main$1(Main.java:28)
}

proc corpus.extra.jdkaddall.Main.main {
  s11: acquire java.util.List@Main.java:23 // at corpus.extra.jdkaddall.Main.main(Main.java:25)
  s11_1: release java.util.List@Main.java:23 // at corpus.extra.jdkaddall.Main.main(Main.java:25)
  s12: acquire java.util.List@Main.java:24 // at corpus.extra.jdkaddall.Main.main(Main.java:26)
  s12_1: release java.util.List@Main.java:24 // at corpus.extra.jdkaddall.Main.main(Main.java:26)
  s21: fork corpus.extra.jdkaddall.Main.lambda$main$0[corpus.extra.jdkaddall.Main.main:27#21] java.lang.Thread@Main.java:27 // at corpus.extra.jdkaddall.Main.main(Main.java:29)
  s22: fork corpus.extra.jdkaddall.Main.lambda$main$1[corpus.extra.jdkaddall.Main.main:28#22] java.lang.Thread@Main.java:28 // at corpus.extra.jdkaddall.Main.main(Main.java:30)
  s23: join java.lang.Thread@Main.java:27 // at corpus.extra.jdkaddall.Main.main(Main.java:31)
  s24: join java.lang.Thread@Main.java:28 // at corpus.extra.jdkaddall.Main.main(Main.java:32)
}
