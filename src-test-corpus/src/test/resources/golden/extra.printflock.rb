main corpus.extra.printflock.Main.main

proc corpus.extra.printflock.Main$Account.<init>[corpus.extra.printflock.Main$Account@Main.java:36] {
}

proc corpus.extra.printflock.Main$Account.deposit[corpus.extra.printflock.Main.main:39#9,corpus.extra.printflock.Main$Account@Main.java:36] {
  sync: acquire corpus.extra.printflock.Main$Account@Main.java:36 // at corpus.extra.printflock.Main$Account.deposit(Main.java:23)
  s2: read corpus.extra.printflock.Main$Account@Main.java:36.balance // at corpus.extra.printflock.Main$Account.deposit(Main.java:23)
  s4: write corpus.extra.printflock.Main$Account@Main.java:36.balance // at corpus.extra.printflock.Main$Account.deposit(Main.java:23)
  s5: read java.lang.System.out          // at corpus.extra.printflock.Main$Account.deposit(Main.java:24)
  s7: acquire System.out                 // at corpus.extra.printflock.Main$Account.deposit(Main.java:24)
  s7_1: release System.out               // at corpus.extra.printflock.Main$Account.deposit(Main.java:24)
  ret_0: release corpus.extra.printflock.Main$Account@Main.java:36 // at corpus.extra.printflock.Main$Account.deposit(Main.java:23)
}

proc corpus.extra.printflock.Main$Account.toString[corpus.extra.printflock.Main.lambda$main$0:37#4,corpus.extra.printflock.Main$Account@Main.java:36] {
  s2: acquire corpus.extra.printflock.Main$Account@Main.java:36 // at corpus.extra.printflock.Main$Account.toString(Main.java:29)
  s3: read corpus.extra.printflock.Main$Account@Main.java:36.balance // at corpus.extra.printflock.Main$Account.toString(Main.java:30)
  s5: release corpus.extra.printflock.Main$Account@Main.java:36 // at corpus.extra.printflock.Main$Account.toString(Main.java:30)
}

proc corpus.extra.printflock.Main.lambda$main$0[corpus.extra.printflock.Main.main:37#8] {
  s1: read java.lang.System.out          // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
  s3: write java.lang.Object[]@Main.java:37[corpus.extra.printflock.Main.main:37#8][0] // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
  s4: acquire System.out                 // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
  s4_1: jump s4_2 s4_3                   // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
  s4_3: call corpus.extra.printflock.Main$Account.toString[corpus.extra.printflock.Main.lambda$main$0:37#4,corpus.extra.printflock.Main$Account@Main.java:36] // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
  s4_2: skip                             // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
  s4_5: release System.out               // at corpus.extra.printflock.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.printflock.Main.main {
  s2: call corpus.extra.printflock.Main$Account.<init>[corpus.extra.printflock.Main$Account@Main.java:36] // at corpus.extra.printflock.Main.main(Main.java:36)
  s8: fork corpus.extra.printflock.Main.lambda$main$0[corpus.extra.printflock.Main.main:37#8] java.lang.Thread@Main.java:37 // at corpus.extra.printflock.Main.main(Main.java:38)
  s9: call corpus.extra.printflock.Main$Account.deposit[corpus.extra.printflock.Main.main:39#9,corpus.extra.printflock.Main$Account@Main.java:36] // at corpus.extra.printflock.Main.main(Main.java:39)
  s10: join java.lang.Thread@Main.java:37 // at corpus.extra.printflock.Main.main(Main.java:40)
}
