main corpus.values.stopflag.Main.main
var corpus.values.stopflag.Main@Main.java:27.running { false true } = false

proc corpus.values.stopflag.Main.<init>[corpus.values.stopflag.Main@Main.java:27] {
  s2: assign corpus.values.stopflag.Main@Main.java:27.running true // at corpus.values.stopflag.Main.<init>(Main.java:17)
}

proc corpus.values.stopflag.Main.main {
  s2: call corpus.values.stopflag.Main.<init>[corpus.values.stopflag.Main@Main.java:27] // at corpus.values.stopflag.Main.main(Main.java:27)
  s9: fork corpus.values.stopflag.Main.work[corpus.values.stopflag.Main@Main.java:27] java.lang.Thread@Main.java:28 // at corpus.values.stopflag.Main.main(Main.java:29)
  s10: join java.lang.Thread@Main.java:28 // at corpus.values.stopflag.Main.main(Main.java:30)
  s11: assign corpus.values.stopflag.Main@Main.java:27.running false // at corpus.values.stopflag.Main.main(Main.java:31)
}

proc corpus.values.stopflag.Main.work[corpus.values.stopflag.Main@Main.java:27] {
  s1: switch corpus.values.stopflag.Main@Main.java:27.running false exit true s3 // at corpus.values.stopflag.Main.work(Main.java:21)
  s3: read corpus.values.stopflag.Main@Main.java:27.rounds // at corpus.values.stopflag.Main.work(Main.java:22)
  s5: write corpus.values.stopflag.Main@Main.java:27.rounds // at corpus.values.stopflag.Main.work(Main.java:22)
  s5_1: goto s1                          // at corpus.values.stopflag.Main.work(Main.java:22)
}
