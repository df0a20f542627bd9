main corpus.extra.writerlock.fixed.Main.main

proc corpus.extra.writerlock.fixed.Main$Account.<init>[corpus.extra.writerlock.fixed.Main$Account@Main.java:41] {
  s3: write corpus.extra.writerlock.fixed.Main$Account@Main.java:41.log // at corpus.extra.writerlock.fixed.Main$Account.<init>(Main.java:23)
}

proc corpus.extra.writerlock.fixed.Main$Account.deposit[corpus.extra.writerlock.fixed.Main.main:44#16,corpus.extra.writerlock.fixed.Main$Account@Main.java:41] {
  sync: acquire corpus.extra.writerlock.fixed.Main$Account@Main.java:41 // at corpus.extra.writerlock.fixed.Main$Account.deposit(Main.java:27)
  s2: read corpus.extra.writerlock.fixed.Main$Account@Main.java:41.balance // at corpus.extra.writerlock.fixed.Main$Account.deposit(Main.java:27)
  s4: write corpus.extra.writerlock.fixed.Main$Account@Main.java:41.balance // at corpus.extra.writerlock.fixed.Main$Account.deposit(Main.java:27)
  s5: read corpus.extra.writerlock.fixed.Main$Account@Main.java:41.log // at corpus.extra.writerlock.fixed.Main$Account.deposit(Main.java:28)
  ret_0: release corpus.extra.writerlock.fixed.Main$Account@Main.java:41 // at corpus.extra.writerlock.fixed.Main$Account.deposit(Main.java:27)
}

proc corpus.extra.writerlock.fixed.Main$Account.toString[corpus.extra.writerlock.fixed.Main.lambda$main$0:42#2,corpus.extra.writerlock.fixed.Main$Account@Main.java:41] {
  s2: acquire corpus.extra.writerlock.fixed.Main$Account@Main.java:41 // at corpus.extra.writerlock.fixed.Main$Account.toString(Main.java:33)
  s3: read corpus.extra.writerlock.fixed.Main$Account@Main.java:41.balance // at corpus.extra.writerlock.fixed.Main$Account.toString(Main.java:34)
  s5: release corpus.extra.writerlock.fixed.Main$Account@Main.java:41 // at corpus.extra.writerlock.fixed.Main$Account.toString(Main.java:34)
}

proc corpus.extra.writerlock.fixed.Main.lambda$main$0[corpus.extra.writerlock.fixed.Main.main:42#15] {
  s2: call corpus.extra.writerlock.fixed.Main$Account.toString[corpus.extra.writerlock.fixed.Main.lambda$main$0:42#2,corpus.extra.writerlock.fixed.Main$Account@Main.java:41] // at corpus.extra.writerlock.fixed.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.writerlock.fixed.Main.main {
  s9: call corpus.extra.writerlock.fixed.Main$Account.<init>[corpus.extra.writerlock.fixed.Main$Account@Main.java:41] // at corpus.extra.writerlock.fixed.Main.main(Main.java:41)
  s15: fork corpus.extra.writerlock.fixed.Main.lambda$main$0[corpus.extra.writerlock.fixed.Main.main:42#15] java.lang.Thread@Main.java:42 // at corpus.extra.writerlock.fixed.Main.main(Main.java:43)
  s16: call corpus.extra.writerlock.fixed.Main$Account.deposit[corpus.extra.writerlock.fixed.Main.main:44#16,corpus.extra.writerlock.fixed.Main$Account@Main.java:41] // at corpus.extra.writerlock.fixed.Main.main(Main.java:44)
  s17: join java.lang.Thread@Main.java:42 // at corpus.extra.writerlock.fixed.Main.main(Main.java:45)
}
