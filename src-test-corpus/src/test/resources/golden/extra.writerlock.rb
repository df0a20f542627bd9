main corpus.extra.writerlock.Main.main

proc corpus.extra.writerlock.Main$Account.<init>[corpus.extra.writerlock.Main$Account@Main.java:44] {
  s3: write corpus.extra.writerlock.Main$Account@Main.java:44.log // at corpus.extra.writerlock.Main$Account.<init>(Main.java:26)
}

proc corpus.extra.writerlock.Main$Account.deposit[corpus.extra.writerlock.Main.main:47#16,corpus.extra.writerlock.Main$Account@Main.java:44] {
  sync: acquire corpus.extra.writerlock.Main$Account@Main.java:44 // at corpus.extra.writerlock.Main$Account.deposit(Main.java:30)
  s2: read corpus.extra.writerlock.Main$Account@Main.java:44.balance // at corpus.extra.writerlock.Main$Account.deposit(Main.java:30)
  s4: write corpus.extra.writerlock.Main$Account@Main.java:44.balance // at corpus.extra.writerlock.Main$Account.deposit(Main.java:30)
  s5: read corpus.extra.writerlock.Main$Account@Main.java:44.log // at corpus.extra.writerlock.Main$Account.deposit(Main.java:31)
  s7: acquire java.io.StringWriter@Main.java:43 // at corpus.extra.writerlock.Main$Account.deposit(Main.java:31)
  s7_1: release java.io.StringWriter@Main.java:43 // at corpus.extra.writerlock.Main$Account.deposit(Main.java:31)
  ret_0: release corpus.extra.writerlock.Main$Account@Main.java:44 // at corpus.extra.writerlock.Main$Account.deposit(Main.java:30)
}

proc corpus.extra.writerlock.Main$Account.toString[corpus.extra.writerlock.Main.lambda$main$0:45#4,corpus.extra.writerlock.Main$Account@Main.java:44] {
  s2: acquire corpus.extra.writerlock.Main$Account@Main.java:44 // at corpus.extra.writerlock.Main$Account.toString(Main.java:36)
  s3: read corpus.extra.writerlock.Main$Account@Main.java:44.balance // at corpus.extra.writerlock.Main$Account.toString(Main.java:37)
  s5: release corpus.extra.writerlock.Main$Account@Main.java:44 // at corpus.extra.writerlock.Main$Account.toString(Main.java:37)
}

proc corpus.extra.writerlock.Main.lambda$main$0[corpus.extra.writerlock.Main.main:45#15] {
  s3: write java.lang.Object[]@Main.java:45[corpus.extra.writerlock.Main.main:45#15][0] // at corpus.extra.writerlock.Main.lambda$main$0(Main.java:45)
  s4: acquire java.io.StringWriter@Main.java:43 // at corpus.extra.writerlock.Main.lambda$main$0(Main.java:45)
  s4_1: jump s4_2 s4_3                   // at corpus.extra.writerlock.Main.lambda$main$0(Main.java:45)
  s4_3: call corpus.extra.writerlock.Main$Account.toString[corpus.extra.writerlock.Main.lambda$main$0:45#4,corpus.extra.writerlock.Main$Account@Main.java:44] // at corpus.extra.writerlock.Main.lambda$main$0(Main.java:45)
  s4_2: skip                             // at corpus.extra.writerlock.Main.lambda$main$0(Main.java:45)
  s4_5: release java.io.StringWriter@Main.java:43 // at corpus.extra.writerlock.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.writerlock.Main.main {
  s6: acquire java.io.StringWriter@Main.java:43 // at corpus.extra.writerlock.Main.main(Main.java:43)
  s6_1: release java.io.StringWriter@Main.java:43 // at corpus.extra.writerlock.Main.main(Main.java:43)
  s9: call corpus.extra.writerlock.Main$Account.<init>[corpus.extra.writerlock.Main$Account@Main.java:44] // at corpus.extra.writerlock.Main.main(Main.java:44)
  s15: fork corpus.extra.writerlock.Main.lambda$main$0[corpus.extra.writerlock.Main.main:45#15] java.lang.Thread@Main.java:45 // at corpus.extra.writerlock.Main.main(Main.java:46)
  s16: call corpus.extra.writerlock.Main$Account.deposit[corpus.extra.writerlock.Main.main:47#16,corpus.extra.writerlock.Main$Account@Main.java:44] // at corpus.extra.writerlock.Main.main(Main.java:47)
  s17: join java.lang.Thread@Main.java:45 // at corpus.extra.writerlock.Main.main(Main.java:48)
}
